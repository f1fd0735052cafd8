import { Controller, Post, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiFileBody } from '../common/api-docs';
import { invalid } from '../common/domain-error';
import { assertMultipart, readingMultipart } from '../common/multipart';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { UploadResultDto } from './dto/upload-result.dto';
import { UploadsService } from './uploads.service';

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @Access('user')
  @ApiFileBody(
    'Images (JPEG, PNG, WebP, GIF) up to 5 MB and 40 megapixels; admins also MP4/WebM videos up to 50 MB. ' +
      'Images get 320, 640 and 1280 px wide AVIF, WebP and original-format variants beside them ' +
      '(`<name>-<width>.<format>`), videos a poster frame (`<name>-poster.jpg`).',
  )
  @ApiCreatedResponse({ type: UploadResultDto })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not an accepted image or video' })
  @ApiPayloadTooLargeResponse({ description: 'Over the size limit, or an image over 40 megapixels' })
  @ApiTooManyRequestsResponse({ description: "Over the user's upload quota for 24 hours" })
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: SessionUser): Promise<UploadResultDto> {
    const missing = () =>
      invalid('UPLOAD.NO_FILE', 'Send the file as multipart/form-data in the field "file"');
    assertMultipart(request, missing);
    // Refused before the file is read when the quota is already used up.
    await this.uploads.assertQuota(user, 0);
    const rules = { allowVideo: user.isAdmin };
    const bytes = await readingMultipart(async () => {
      const part = await request.file();
      if (!part) throw missing();
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw missing();
      }
      return this.uploads.readPart(part, rules);
    });
    return { secure_url: await this.uploads.store(bytes, rules, user) };
  }
}
