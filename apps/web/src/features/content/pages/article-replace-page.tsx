import { useParams } from 'react-router';
import { useArticle } from '../api/get-article.ts';
import { ArticleView } from '../components/article-view.tsx';
import { OpenInAppBar } from '../components/open-in-app-bar.tsx';
import { QueryContent } from '../components/query-states.tsx';

export { safeHtmlLoader as loader } from '../../../components/safe-html.tsx';

/**
 * /articleReplace/{id}: the same article for sharing and embedding: no app chrome (no back bar), and a bar
 * that takes an outside reader into the app.
 */
export default function ArticleReplacePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);
  return (
    <main data-testid="article-replace">
      <OpenInAppBar to={`/article/${encodeURIComponent(id)}`} />
      <QueryContent query={article} kind="article">
        {(data) => <ArticleView article={data} />}
      </QueryContent>
    </main>
  );
}
