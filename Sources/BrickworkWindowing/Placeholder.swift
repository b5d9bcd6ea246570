import Brickwork
