// POST /fines/list/organization/{id}/filter - the fleet page's filter form without scripts: 303 to the filtered view; GET goes to the fleet page
import { fleetHref, readFleetAddress } from '@/components/fleet/fleet-address';
import { assertSameOrigin } from '@/lib/server/http/origin';
import { readForm } from '@/lib/server/http/form';
import { isAppError } from '@/lib/server/errors';
import { idParam } from '@/lib/validation/common';

/**
 * Turns the posted filters into the page's address (nothing is read or stored here: the page checks
 * the filters and the owner). A request from another site or a malformed one goes back to the list.
 */
export async function POST(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const parsed = idParam.safeParse((await params).id);
  const back = (path: string) => new Response(null, { status: 303, headers: { location: path } });
  if (!parsed.success) return back('/fines/list');
  try {
    assertSameOrigin(req);
    const form = await readForm(req);
    const address = readFleetAddress(form);
    return back(fleetHref(parsed.data, { ...address, cursor: null, page: 1 }));
  } catch (error) {
    if (isAppError(error)) return back(`/fines/list/organization/${parsed.data}`);
    throw error;
  }
}

/**
 * The filter address opened as a page (a reload after the post, a copied link): the fleet page, or
 * the fines list for an id that is not one. Nothing is filtered by a GET here.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const parsed = idParam.safeParse((await params).id);
  const location = parsed.success ? `/fines/list/organization/${parsed.data}` : '/fines/list';
  return new Response(null, { status: 303, headers: { location } });
}
