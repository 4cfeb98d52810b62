/** A lead kind as the page address has it (ui/lead-kind.ts gives GraphQL's name for it). */
export type LeadKindParam = 'contact' | 'application';

export const LEAD_WORDS = {
  contact: {
    title: 'Contact request',
    topic: 'Interest',
    file: 'Attachment',
    inbox: '/admin-panel/inbox/contact-requests',
  },
  application: {
    title: 'Application',
    topic: 'Position',
    file: 'CV',
    inbox: '/admin-panel/inbox/job-applications',
  },
} as const;

/** Today's date in UTC (YYYY-MM-DD): follow-ups are whole UTC days (decision 055). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The refetch every lead panel's change asks for, so the timeline and the header agree at once. */
export const LEAD_REFETCH = ['AdminLead', 'AdminLeadTimeline'];
