import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/content/json-ld';
import styles from '@/components/content/content.module.css';
import { breadcrumbJsonLd, collectionJsonLd, pageMetadata } from '@/lib/server/content/seo';
import { listTags } from '@/lib/server/content/service';
import { outageAware } from '@/lib/server/pages/outage-aware';

const TITLE = 'Темы журнала';
const LEAD = 'Статьи журнала по темам: штрафы и их оплата, приставы, камеры, ОСАГО, налоги.';
const CRUMBS = [
  { name: 'Главная', path: '/' },
  { name: 'Журнал', path: '/journal' },
  { name: TITLE, path: '/journal/tags' },
];

async function loadMetadata(): Promise<Metadata> {
  return pageMetadata({ title: TITLE, description: LEAD, path: '/journal/tags' });
}

/** /journal/tags: every tag that has articles, with its description and count. */
async function JournalTagsPage() {
  const tags = await listTags();
  return (
    <>
      <JsonLd
        data={collectionJsonLd(
          TITLE,
          '/journal/tags',
          tags.map((t) => ({ title: t.name, path: t.path })),
        )}
      />
      <JsonLd data={breadcrumbJsonLd(CRUMBS)} />
      <Breadcrumbs items={CRUMBS} />
      <header className={styles.sectionHead}>
        <h1>{TITLE}</h1>
        <p className="lead">{LEAD}</p>
      </header>
      <ul className={styles.tagCloud}>
        {tags.map((tag) => (
          <li key={tag.slug} className="card">
            <h2 className={styles.cardTitle}>
              <Link href={tag.path}>{tag.name}</Link>
            </h2>
            <p className={styles.cardLead}>{tag.description}</p>
            <p className={styles.meta}>Статей: {tag.count}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export const generateMetadata = outageAware(loadMetadata);
export default outageAware(JournalTagsPage);
