'use client';

import { useId } from 'react';
import { COUNT_DAYS_OPTIONS, ORGANIZATION_PLANS, SUBSCRIBE_TYPES, type SubscribeType } from '@/lib/domain/organization-plans';
import { formatCount, plural } from '@/lib/domain/plural';

/** The plan and the history length of an organization (lib/domain/organization-plans.ts). */
export interface PlanValue {
  subscribeType: SubscribeType;
  countDays: number;
}

/** `30 дней`, `365 дней`. */
function daysText(days: number): string {
  return `${days} ${plural(days, 'день', 'дня', 'дней')}`;
}

/**
 * «Тариф» and «Глубина истории» as two selects; the history offers only what the chosen plan
 * allows, and a plan change shortens a history longer than the new plan allows.
 */
export function PlanFields({
  value,
  onChange,
  disabled,
}: {
  value: PlanValue;
  onChange: (v: PlanValue) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const plan = ORGANIZATION_PLANS[value.subscribeType];
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-plan`}>
          Тариф
        </label>
        <select
          id={`${id}-plan`}
          className="input"
          value={value.subscribeType}
          disabled={disabled}
          onChange={(e) => {
            const subscribeType = e.target.value as SubscribeType;
            const max = ORGANIZATION_PLANS[subscribeType].maxCountDays;
            onChange({ subscribeType, countDays: Math.min(value.countDays, max) });
          }}
        >
          {SUBSCRIBE_TYPES.map((type) => (
            <option key={type} value={type}>
              {ORGANIZATION_PLANS[type].title}
            </option>
          ))}
        </select>
        <p className="field__hint">
          До {formatCount(plan.maxVehicles)} машин, история до {daysText(plan.maxCountDays)}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-days`}>
          Глубина истории
        </label>
        <select
          id={`${id}-days`}
          className="input"
          value={value.countDays}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, countDays: Number(e.target.value) })}
        >
          {COUNT_DAYS_OPTIONS.filter((d) => d <= plan.maxCountDays).map((d) => (
            <option key={d} value={d}>
              {daysText(d)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
