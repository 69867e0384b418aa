import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoader } from '@/api-client/navigation';
import { useAppRouter } from '@/components/layout/use-app-router';
import { router } from './router-mock';

vi.mock('next/navigation', () => import('./router-mock'));
const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/components/ui/toasts', () => ({ toast }));

afterEach(() => vi.clearAllMocks());

describe('useAppRouter (spec §2 navigation rules for pushes)', () => {
  it('moves through the router inside the site', () => {
    const { result } = renderHook(() => useAppRouter());
    expect(result.current.push('/fines/list?tab=orders')).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/fines/list?tab=orders');
    expect(result.current.replace(`${window.location.origin}/profile`)).toBe(true);
    expect(router.replace).toHaveBeenCalledWith('/profile');
  });

  it('refuses another site unless marked external, and a script URL always, saying why', () => {
    const assign = vi.spyOn(pageLoader, 'assign').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAppRouter());
    expect(result.current.push('https://evil.example/')).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Переход отменён: ссылка ведёт на другой сайт', expect.anything());
    expect(result.current.push('javascript:alert(1)', { external: true })).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(
      'Ссылка заблокирована: она пытается запустить программу в браузере',
      expect.anything(),
    );
    expect(router.push).not.toHaveBeenCalled();
    expect(result.current.push('https://www.gosuslugi.ru/', { external: true })).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://www.gosuslugi.ru/');
    assign.mockRestore();
  });
});
