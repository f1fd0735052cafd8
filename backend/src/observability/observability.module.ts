import {
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsServer, startMetricsServer } from './metrics-server';

/** The API's metrics server on METRICS_PORT (none when unset), up with the app and closed with it. */
@Injectable()
export class ApiMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: MetricsServer | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Where `/metrics` is served, once started. */
  get url(): string | undefined {
    return this.server?.url;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === undefined) return;
    this.server = await startMetricsServer(this.config.metricsPort, this.config.metricsHost);
    Logger.log(`Metrics on ${this.server.url}/metrics`, 'Metrics');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }
}

@Module({ providers: [ApiMetricsServer], exports: [ApiMetricsServer] })
export class ObservabilityModule {}
