import { Module } from '@nestjs/common';
import { RealtimePublisher } from './realtime.publisher';

/** The event publisher; where its events go is decided by whoever serves or relays sockets. */
@Module({
  providers: [RealtimePublisher],
  exports: [RealtimePublisher],
})
export class RealtimeModule {}
