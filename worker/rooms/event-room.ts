import { FanoutRoom } from './fanout-room'

/** One room per event: tells everyone viewing it that the event changed ({type, version}). */
export class EventRoom extends FanoutRoom {}
