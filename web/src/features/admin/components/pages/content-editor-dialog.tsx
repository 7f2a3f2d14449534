// The editor of one content section: a structured form for footer pages, JSON for the rest.
import type { AdminContentSectionFragment } from '@/graphql/graphql';
import { isPageSection, sectionLabel } from './content-sections';
import { FooterPageForm } from './footer-page-form';
import { JsonContentForm } from './json-content-form';
import { useSaveContent } from './use-save-content';

interface Props {
  section: string;
  stored: AdminContentSectionFragment | undefined;
  onClose: () => void;
}

export function ContentEditorDialog({ section, stored, onClose }: Props) {
  const save = useSaveContent(section);
  const title = `Edit ${sectionLabel(section)}`;
  return isPageSection(section) ? (
    <FooterPageForm title={title} data={stored?.data} onSave={save} onClose={onClose} />
  ) : (
    <JsonContentForm title={title} data={stored?.data} onSave={save} onClose={onClose} />
  );
}
