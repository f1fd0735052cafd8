import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * Accounts, below uploads/ (whose table names each file's owner): the modules that take a profile
 * picture check it with uploads (sign-up in auth/, profile updates in account/), and account/
 * tells the uploads sweep to keep the pictures profiles name.
 */
@Module({
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
