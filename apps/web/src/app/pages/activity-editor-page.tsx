import type { Language } from '@sprout/contracts';
import type { ActivityNodeType } from '@sprout/contracts/activity';
import { ActivityPageView } from '../../features/activity/components/activity-page-view.tsx';
import { sampleFor, type PreviewType } from '../../features/activity/samples/samples.ts';
import { ActivityEditPage } from '../../features/editor/pages/activity-edit-page.tsx';

/**
 * The campaign page editor (features/editor) with the public page's renderer as its live preview and the
 * widget samples as the starting point of a new node (features/activity): app/ composes the two features.
 */
export default function ActivityEditorPage() {
  return (
    <ActivityEditPage
      Preview={({ description }) => <ActivityPageView description={description} preview />}
      starterFor={(type: ActivityNodeType, language: string) =>
        sampleFor(type as PreviewType, language === 'en-US' ? 'en-US' : ('zh-CN' as Language))
      }
    />
  );
}
