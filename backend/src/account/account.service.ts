import { Injectable } from '@nestjs/common';
import { AuthService } from '../auth/auth.service';
import type { SessionUser } from '../common/access.decorator';
import { UploadsService } from '../uploads/uploads.service';
import { Account } from '../users/account';
import { UpdateUserDto } from '../users/dto/update-user.dto';
import { assertProfilePicture } from '../users/profile-picture';
import { UsersService } from '../users/users.service';

/** A person's own profile, composing users (the record), auth (password, e-mail) and uploads (picture). */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * Changes the viewer's own profile. A new e-mail needs the current password and is verified anew
   * (`emailChanged`: the caller starts a new session, the others end); a new picture must be one
   * stored here.
   */
  async updateProfile(
    viewer: SessionUser,
    id: string,
    changes: UpdateUserDto,
  ): Promise<{ user: Account; emailChanged: boolean }> {
    const before = await this.users.getById(id);
    const own = viewer.id === before.id;
    const emailChanged =
      own && changes.email !== undefined && changes.email.trim().toLowerCase() !== before.email.toLowerCase();
    if (emailChanged) await this.auth.assertMayChangeEmail(viewer.id, changes.currentPassword);
    const img = changes.img?.trim();
    if (own && img && img !== before.img) assertProfilePicture(await this.uploads.ownUploadKind(img));
    const user = await this.users.updateProfile(viewer.id, id, changes);
    if (emailChanged) await this.auth.emailChanged(before.email, user);
    return { user, emailChanged };
  }
}
