/** The caller's account as `GET /105/api/user` returns it. */
export interface UserDto {
  id: number;
  /** 1 — private person, 3 — legal entity. */
  userType: 1 | 3;
  /** The verified sign-in e-mail; null for an anonymous user (checked fines without registering). */
  email: string | null;
  /** An address given at registration or e-mail change and waiting for its owner to follow the mailed link. */
  pendingEmail: string | null;
  /** Avatar gender, `m` by default. */
  gender: 'm' | 'f';
  /** `Иванов Иван Иванович`, or null when not given. */
  fullName: string | null;
  /** `YYYY-MM-DD`, or null when not given. */
  birthDate: string | null;
  /** True when the account has a verified sign-in e-mail. */
  registered: boolean;
  createdAt: string;
}

/** Answer of `POST /105/api/newuser`. The salt is a credential: keep it only in local storage. */
export interface NewUserDto {
  userId: number;
  salt: string;
}

/** What an address confirmation link (`/login/verify`) is for, so its page asks the right thing. */
export interface AddressClaimContext {
  /** The address being confirmed. */
  email: string;
  /** True when the account signs in by another address now: this one becomes its new sign-in e-mail. */
  change: boolean;
  /** True when the account has a password: confirming asks for it again, or for a new one. */
  hasPassword: boolean;
}
