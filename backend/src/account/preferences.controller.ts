import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { isPreferenceCurrency, type UserPreferencesJson } from '@market/contracts';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { ValidationFailed } from '../common/http-error.filter';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Account } from '../users/account';
import { UsersService } from '../users/users.service';
import { PreferencesDto, PreferencesViewDto } from './dto/preferences.dto';

/**
 * A signed-in person's language and currency: the language the shop writes to them in (mails,
 * notifications, invoices) and the currency prices are shown in (the shop still charges in its
 * own). A visitor's live in the `locale` and `currency` cookies instead.
 */
@ApiTags('users')
@Controller('me/preferences')
export class PreferencesController {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('user')
  @ApiOkResponse({ type: PreferencesViewDto, description: '{ locale, currency }' })
  async get(@CurrentUser() user: SessionUser): Promise<UserPreferencesJson> {
    return this.view(await this.users.getById(user.id));
  }

  @Put()
  @Access('user')
  @ApiOkResponse({ type: PreferencesViewDto, description: 'The stored { locale, currency }' })
  @ApiBadRequestResponse({
    description: 'An unknown language or currency (the field is named); nothing changed',
  })
  async put(@CurrentUser() user: SessionUser, @Body() dto: PreferencesDto): Promise<UserPreferencesJson> {
    const shop = this.config.shopCurrency;
    if (dto.currency !== undefined && !isPreferenceCurrency(dto.currency, shop)) {
      throw new ValidationFailed({
        currency: [`currency must be ${shop} or a European Central Bank reference currency`],
      });
    }
    const updated = await this.users.setPreferences(user.id, {
      locale: dto.locale,
      // The shop's own is stored as "none chosen": it follows SHOP_CURRENCY.
      currency: dto.currency === undefined ? undefined : dto.currency === shop ? null : dto.currency,
    });
    return this.view(updated);
  }

  private view(account: Account): UserPreferencesJson {
    return { locale: account.locale, currency: account.currency ?? this.config.shopCurrency };
  }
}
