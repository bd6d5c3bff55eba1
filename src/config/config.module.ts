import { Global, Module } from '@nestjs/common';
import { type Config, loadConfig } from './config.js';

export const CONFIG = Symbol('CONFIG');

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Config = loadConfig()) {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
