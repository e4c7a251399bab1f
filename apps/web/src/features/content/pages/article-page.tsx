import { useParams } from 'react-router';
import { useArticle } from '../api/get-article.ts';
import { ArticleView } from '../components/article-view.tsx';
import { QueryContent } from '../components/query-states.tsx';
import { TopBar } from '../components/top-bar.tsx';

export { safeHtmlLoader as loader } from '../../../components/safe-html.tsx';

/** /article/{id}: an article inside the app. */
export default function ArticlePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);
  return (
    <main>
      <div style={{ padding: '0 var(--page-padding)' }}>
        <TopBar />
      </div>
      <QueryContent query={article} kind="article">
        {(data) => <ArticleView article={data} />}
      </QueryContent>
    </main>
  );
}
