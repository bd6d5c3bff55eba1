import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { BullBoardModule } from '@bull-board/nestjs';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ClockModule } from './shared/clock/clock.js';
import type { Config } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './shared/db/database.module.js';
import { QueuesModule } from './shared/queues/queues.module.js';
import { QueueBoardAdapter, QueueBoardModule } from './shared/queues/queue-board.js';
import { ALL_QUEUES } from './shared/queues/queue-names.js';
import { OpsModule } from './shared/health/ops.module.js';
import { BULL_BOARD_ROUTE } from './shared/health/ops.constants.js';
import { RefuseControlCharactersPipe } from './shared/http/control-characters.pipe.js';
import { featureModules } from './modules/feature-modules.js';

export { BULL_BOARD_ROUTE };

@Module({})
export class AppModule {
  static forRoot(config: Config, extraModules: Array<Type | DynamicModule> = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ClockModule,
        QueuesModule,
        CqrsModule.forRoot(),
        OpsModule,
        // Behind the admin session (identity access hooks), in every environment.
        ...bullBoardModules(),
        ...featureModules(),
        ...extraModules,
      ],
      // Before every route's own pipes: no text with a NUL or other control character gets in.
      providers: [{ provide: APP_PIPE, useClass: RefuseControlCharactersPipe }],
    };
  }
}

function bullBoardModules() {
  return [
    BullBoardModule.forRoot({
      route: BULL_BOARD_ROUTE,
      // Its API answers 503 at once while Redis is away, instead of hanging for the whole outage.
      adapter: QueueBoardAdapter,
      boardOptions: { uiConfig: { boardTitle: 'Emergency Dental queues' } },
    }),
    ...ALL_QUEUES.map((name) => BullBoardModule.forFeature({ name, adapter: BullMQAdapter })),
    QueueBoardModule,
  ];
}
