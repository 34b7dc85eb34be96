/** The reports (举报) of partners' replies the demo has received: in memory, the latest only. */
import type { ChatReportReason } from '../shared/api/types';

/** Enough to look at what came in; an old report makes room for a new one. */
export const MAX_CHAT_REPORTS = 1_000;

export interface ChatReport {
  report_id: string;
  user_id: number;
  character_id: number;
  message_id: string;
  reason: ChatReportReason;
  note: string;
  created_at: number;
}

export class ChatReports {
  private readonly reports: ChatReport[] = [];
  private next = 1;

  add(report: Omit<ChatReport, 'report_id'>): ChatReport {
    const kept = { ...report, report_id: `report-${this.next++}` };
    this.reports.push(kept);
    if (this.reports.length > MAX_CHAT_REPORTS) this.reports.shift();
    return kept;
  }

  /** Oldest first. */
  list(): readonly ChatReport[] {
    return this.reports;
  }
}
