'use client';

import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useAccountMutations, useUser } from '@/api-client/accounts';
import { queryKeys } from '@/api-client/query-keys';
import type { UserDto } from '@/lib/contract/accounts';
import type { OrganizationDto } from '@/lib/contract/organizations';
import { plural } from '@/lib/domain/plural';
import { Notice } from '@/components/ui/notice';
import { shortenEmail } from '@/lib/domain/limits';
import { Avatar } from './avatar';
import { ChoiceGroup } from './choice-group';
import { PersonForm } from './person-form';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';
import { showProfileError } from './show-error';

/** Id of the account section (its heading takes focus after an inline registration). */
export const ACCOUNT_SECTION_ID = 'profile-account';

const GENDERS = [
  { value: 'm', label: 'Мужской' },
  { value: 'f', label: 'Женский' },
] as const;

const USER_TYPES = [
  { value: '1', label: 'Частное лицо' },
  { value: '3', label: 'Юридическое лицо' },
] as const;

/** «Частное лицо» or «Юридическое лицо» for user type 1 or 3. */
export function userTypeLabel(type: UserDto['userType']): string {
  return type === 3 ? 'Юридическое лицо' : 'Частное лицо';
}

/**
 * The account: avatar, e-mail (shortened, the full address in a tooltip), full name, the account
 * type, the person's name and date of birth, and switches for the avatar's gender (a person's only)
 * and the type, each saved as soon as it changes.
 */
export function AccountSection({ initialUser }: { initialUser: UserDto }) {
  const user = useUser(initialUser).data ?? initialUser;
  const { gender, type } = useAccountMutations();
  // The chosen value shows at once, while it is saved; a failure puts the stored one back.
  const [genderDraft, setGenderDraft] = useState<UserDto['gender'] | null>(null);
  const [typeDraft, setTypeDraft] = useState<UserDto['userType'] | null>(null);
  // A legal entity's organizations, when switching to a private person would hide them: asked first.
  const [hiding, setHiding] = useState<OrganizationDto[] | null>(null);
  const queryClient = useQueryClient();
  // When the question closes, the keyboard goes back to the account type's chosen radio (not to the page's top).
  const typeChoice = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (hiding) asked.current = true;
    else if (asked.current) {
      asked.current = false;
      typeChoice.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [hiding]);
  const shownGender = genderDraft ?? user.gender;
  const shownType = typeDraft ?? user.userType;

  function saveGender(value: UserDto['gender']) {
    setGenderDraft(value);
    gender.mutate(value, { onError: showProfileError, onSettled: () => setGenderDraft(null) });
  }

  function chooseType(value: UserDto['userType']) {
    const organizations = queryClient.getQueryData<OrganizationDto[]>(queryKeys.organizations) ?? [];
    if (value === 1 && user.userType === 3 && organizations.length > 0) setHiding(organizations);
    else saveType(value);
  }

  function saveType(value: UserDto['userType']) {
    setHiding(null);
    setTypeDraft(value);
    type.mutate(value, { onError: showProfileError, onSettled: () => setTypeDraft(null) });
  }

  return (
    <ProfileSection id={ACCOUNT_SECTION_ID} title="Аккаунт">
      <div className={styles.identity}>
        <Avatar gender={shownGender} legalEntity={shownType === 3} />
        <div className={styles.identityText}>
          {user.email ? (
            <p className={styles.email} title={user.email}>
              {shortenEmail(user.email)}
            </p>
          ) : (
            <p className={styles.email}>Без e-mail</p>
          )}
          {user.pendingEmail && (
            <p className="muted">
              Ждёт подтверждения: <span title={user.pendingEmail}>{shortenEmail(user.pendingEmail)}</span>
            </p>
          )}
          {user.fullName && <p>{user.fullName}</p>}
          <p className="muted">{userTypeLabel(user.userType)}</p>
        </div>
      </div>
      {!user.registered &&
        (user.pendingEmail ? (
          <p>
            Откройте ссылку из письма, отправленного на {user.pendingEmail}: пока адрес не подтверждён, ваши документы и штрафы
            можно открыть только в этом браузере.
          </p>
        ) : (
          <p>
            Вы пользуетесь сервисом без регистрации: открыть ваши документы и штрафы можно только в этом браузере.{' '}
            <Link href="#profile-register">Укажите e-mail</Link>, чтобы не потерять их, или <Link href="/login">войдите</Link> в
            аккаунт, если он уже есть.
          </p>
        ))}
      <div className={styles.settings}>
        {/* A legal entity's avatar is a building: there is no gender to choose. */}
        {shownType !== 3 && (
          <ChoiceGroup
            legend="Аватар"
            options={GENDERS}
            value={shownGender}
            onChange={saveGender}
            pending={genderDraft !== null}
            saved={gender.isSuccess}
          />
        )}
        <div ref={typeChoice}>
          <ChoiceGroup
            legend="Тип аккаунта"
            options={USER_TYPES}
            value={String(shownType) as '1' | '3'}
            onChange={(value) => chooseType(value === '3' ? 3 : 1)}
            pending={typeDraft !== null}
            saved={type.isSuccess}
          />
        </div>
      </div>
      {hiding && (
        <HideOrganizationsConfirm organizations={hiding} onConfirm={() => saveType(1)} onCancel={() => setHiding(null)} />
      )}
      <PersonForm user={user} />
    </ProfileSection>
  );
}

/**
 * Asked before a legal entity becomes a private person: its organizations (spec §6, user type 3
 * only) disappear from the profile and the lists until it switches back; nothing is deleted.
 */
function HideOrganizationsConfirm({
  organizations,
  onConfirm,
  onCancel,
}: {
  organizations: OrganizationDto[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const n = organizations.length;
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // The question takes the focus, so the keyboard meets it before its buttons (and a screen reader reads it).
  useEffect(() => box.current?.focus(), []);
  const named =
    n === 1
      ? `организацию ${organizations[0]!.name} и её штрафы`
      : `${n} ${plural(n, 'организацию', 'организации', 'организаций')} и их штрафы`;
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Notice tone="warning">
        <p className="visually-hidden" id={`${id}-title`}>
          Сменить тип аккаунта на «Частное лицо»?
        </p>
        <p id={`${id}-text`}>
          Частному лицу организации не видны: профиль и список штрафов перестанут показывать {named}, пока аккаунт снова не станет
          юридическим лицом. Сами организации, машины и история сохранятся.
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={onConfirm}>
            Да, сменить на частное лицо
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Отмена
          </button>
        </div>
      </Notice>
    </div>
  );
}
