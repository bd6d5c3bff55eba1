import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller.js';
import { SiteController } from './site.controller.js';
import { SiteSettingsRepository } from './site-settings.repository.js';
import { SiteSettingsService } from './site-settings.service.js';

/** Site settings, the password gate and the public site flags. */
@Module({
  controllers: [SiteController, SettingsController],
  providers: [SiteSettingsService, SiteSettingsRepository],
  exports: [SiteSettingsService],
})
export class SiteModule {}
