/** Footer of the default layout: a short legal line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          © «Штрафы». Сервис не является государственным органом. Сведения о начислениях — из ГИС ГМП; юридическую силу имеют
          только постановления и документы ведомств.
        </p>
      </div>
    </footer>
  );
}
