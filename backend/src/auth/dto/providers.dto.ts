import { ApiProperty } from '@nestjs/swagger';

/** Which social sign-in buttons the front end should show. */
export class ProvidersDto {
  @ApiProperty() google!: boolean;
  @ApiProperty() github!: boolean;
}
