// /applyagent: a mainland mobile number and a reason (limits and sentences the contract's); the application then
// waits for review.
import './locale';
import { AgentApplyRequestSchema } from '../../api/requestSchemas.gen';
import { defineForm } from '../../renderers/form';
import { applyAgent } from './api/forms';
import { agentSchema } from './schemas';
import './member.css';

export default defineForm({
  request: AgentApplyRequestSchema,
  schema: agentSchema,
  fields: [
    { name: 'mobile', labelKey: 'member:agentForm.mobile', placeholderKey: 'member:agentForm.mobilePlaceholder', kind: 'tel' },
    { name: 'apply_info', labelKey: 'member:agentForm.reason', placeholderKey: 'member:agentForm.reasonPlaceholder', kind: 'textarea' },
  ],
  submitKey: 'member:agentForm.submit',
  submit: applyAgent,
  onSuccess: { navigate: '/mine', replace: true },
});
