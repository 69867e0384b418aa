// GET /fines/list/organization/{id}/export - the fleet page's «Выгрузить в Excel» and «в CSV»: the export for the signed-in member (auth cookie)
import * as z from 'zod/mini';
import { getPageUser } from '@/lib/server/accounts/page-auth';
import { getDb } from '@/lib/server/db/client';
import { plainRoute, plainText } from '@/lib/server/http/plain-route';
import { fleetExport } from '@/lib/server/organizations/fleet-export';
import { idParam } from '@/lib/validation/common';
import { fleetExportQuery } from '@/lib/validation/organizations';

/**
 * The same file as `GET /105/api/organization/{id}/export` (`?format=xlsx` or CSV), authorized by the page's HttpOnly
 * cookie instead of the session in the query, so a plain link downloads it (also without
 * JavaScript) and no session lands in the browser's history. Refusals and a database that cannot
 * serve are said in plain Russian text (a link opened in a tab shows it).
 */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return plainRoute('fleet export', async () => {
    const user = await getPageUser();
    if (!user) return plainText(401, 'Войдите, чтобы выгрузить штрафы организации');
    const id = idParam.safeParse((await params).id);
    if (!id.success) return plainText(404, 'Организация не найдена');
    const query = z.safeParse(fleetExportQuery, Object.fromEntries(new URL(req.url).searchParams));
    if (!query.success) return plainText(400, query.error.issues[0]?.message ?? 'Проверьте фильтры');
    const { format, ...filters } = query.data;
    return await fleetExport(await getDb(), user.userId, id.data, filters, format);
  });
}
