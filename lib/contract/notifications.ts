/**
 * Wire shapes of /105/api for new-fine notifications, shared by the server and the API client.
 */

/** Where new-fine mails go and whether they are sent (`GET /105/api/email`). */
export interface NotifyEmailDto {
  /** Lower-cased address; may differ from the sign-in e-mail. */
  email: string;
  /** True: mail the user when a scheduled or on-demand check finds new charges. */
  doNotify: boolean;
  /**
   * True once the owner of the address followed the confirmation link mailed to it. Until then no
   * new-fine mail goes there, whatever `doNotify` says.
   */
  confirmed: boolean;
  /**
   * True while a confirmation link for this address is out (mailed, not yet followed). False for an
   * unconfirmed address no link was mailed to (stored before confirmations existed): the person is
   * asked to send one, never told it was sent.
   */
  confirmationSent: boolean;
}
