import { ApiProperty } from '@nestjs/swagger';

export class UploadResultDto {
  @ApiProperty({ example: 'http://localhost:3000/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.png' })
  secure_url!: string;
}
