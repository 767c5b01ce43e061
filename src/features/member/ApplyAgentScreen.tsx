// /applyagent: a mainland mobile number and a reason; the application then waits for review.
import './locale';
import { defineForm } from '../../renderers/form';
import { applyAgent } from './api/forms';
import { agentSchema } from './schemas';
import './member.css';

export default defineForm({
  schema: agentSchema,
  fields: [
    { name: 'mobile', labelKey: 'member:agentForm.mobile', placeholderKey: 'member:agentForm.mobilePlaceholder', kind: 'tel', maxLength: 11 },
    { name: 'apply_info', labelKey: 'member:agentForm.reason', placeholderKey: 'member:agentForm.reasonPlaceholder', kind: 'textarea', maxLength: 500 },
  ],
  submitKey: 'member:agentForm.submit',
  submit: applyAgent,
  onSuccess: { navigate: '/mine', replace: true },
});
