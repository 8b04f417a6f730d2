/// Virtual time in a `TestScheduler`: an integer tick count (one tick lasts `resolution` seconds).
public typealias TestTime = Int
