import 'server-only';

/**
 * Whose rows a query may read: the first argument of every list query (ARCHITECTURE.md §9,
 * docs/decisions/0007-owner-scoped-lists.md): a person's own account, or an organization's fleet
 * (a legal entity, spec §1, §6) on behalf of one of its members. Every `switch` over `kind` fails
 * to compile until it says how that owner's rows are found.
 */
export type OwnerScope =
  | { readonly kind: 'user'; readonly userId: number }
  | {
      readonly kind: 'organization';
      readonly organizationId: number;
      /** The member acting for it (already checked against organization_members). */
      readonly userId: number;
    };

/** The scope of one user's own rows. */
export function userScope(userId: number): OwnerScope {
  return { kind: 'user', userId };
}

/**
 * The scope of an organization's rows for its member `userId`. Only for a membership already
 * checked (lib/server/organizations/access.ts `organizationScope`).
 */
export function checkedOrganizationScope(organizationId: number, userId: number): OwnerScope {
  return { kind: 'organization', organizationId, userId };
}

/**
 * A stable text naming the owner (`user:12`, `org:5`), bound into list cursors and file links so
 * one made for one owner is refused for another. Never shown to people or logged.
 */
export function scopeKey(scope: OwnerScope): string {
  switch (scope.kind) {
    case 'user':
      return `user:${scope.userId}`;
    case 'organization':
      return `org:${scope.organizationId}`;
  }
}

/** The user a write in this scope is recorded for (lookups, locks, payments): the acting person. */
export function scopeUserId(scope: OwnerScope): number {
  return scope.userId;
}
