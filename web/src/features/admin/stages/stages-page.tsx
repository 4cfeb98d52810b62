import ui from '../ui/admin-ui.module.css';
import { PipelineEditor } from './pipeline-editor';

/** OWNER's pipelines (decision 052): the stages of the sales board and of the hiring board. */
export function StagesPage() {
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>Pipeline stages</h1>
      <p className={ui.hint}>
        Leads move through these on the boards. A retired stage keeps its leads and their history but is no
        longer offered; the first stage, where new leads arrive, can be renamed but not retired.
      </p>
      <PipelineEditor kind="CONTACT_REQUEST" title="Sales (contact requests)" />
      <PipelineEditor kind="JOB_APPLICATION" title="Hiring (applications)" />
    </div>
  );
}
