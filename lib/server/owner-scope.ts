import 'server-only';

/**
 * Whose rows a query may read: the first argument of every list query (ARCHITECTURE.md §9,
 * docs/decisions/0007-owner-scoped-lists.md). Today a person's own account; an organization's
 * fleet (a legal entity, spec §1, §6) becomes another variant, and every `switch` over `kind`
 * then fails to compile until it says how that owner's rows are found.
 */
export type OwnerScope = { readonly kind: 'user'; readonly userId: number };

/** The scope of one user's own rows. */
export function userScope(userId: number): OwnerScope {
  return { kind: 'user', userId };
}

/**
 * A stable text naming the scope (`user:12`), bound into list cursors so a cursor made for one
 * owner is refused for another. Never shown to people or logged.
 */
export function scopeKey(scope: OwnerScope): string {
  switch (scope.kind) {
    case 'user':
      return `user:${scope.userId}`;
  }
}

/**
 * The user a write in this scope is recorded for (lookups, locks): today the scope's own user.
 * An organization scope will name the member acting for it.
 */
export function scopeUserId(scope: OwnerScope): number {
  switch (scope.kind) {
    case 'user':
      return scope.userId;
  }
}
