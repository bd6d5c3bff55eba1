/**
 * The Welsh (`cy`) of appointmentStateWording: one name for each state of a booking, in the patient's
 * words, from the same facts, case for case. Each case is a whole Welsh sentence: whether we text the
 * patient, and whether it is night, each have their own sentence rather than words put into one. The
 * time the practice is asked from is the clinical module's Welsh ("8yb"), from the same numbers as
 * the English "8am". No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh
 * translator has reviewed them (`APPOINTMENT_STATE_WORDING_WELSH_REVIEW`) none may reach a patient.
 *
 * "Wedi'i archebu", "wedi'i gadarnhau", "wedi'i ganslo", "wedi'i golli" agree with "apwyntiad"
 * (masculine), which every label names. A cancellation's reason is quoted as the admin or the practice
 * typed it, in whatever language that was: only the words around it are Welsh.
 *
 * Not here: `PATIENT_STATES` (codes) and `patientState` (a rule): they are not words.
 */
import { outsideServiceHours } from '../../search/clinical-safety.constants.js';
import { SERVICE_OPENS_AT_CY } from '../../search/clinical-safety.cy.constants.js';
import { patientState, type StateFacts, type StateWording } from './appointment-state-wording.rules.js';

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const APPOINTMENT_STATE_WORDING_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** As `cancellationReasonSentence`: the reason as given, ending with a stop, after Welsh words. */
export function cancellationReasonSentenceCy(reason: string | null | undefined): string | undefined {
  const r = reason?.trim().replace(/\s+/g, ' ');
  if (!r) return undefined;
  return `Y rheswm a roddwyd i ni: ${/[.!?]$/.test(r) ? r : `${r}.`}`;
}

const byPractice = (cancelledBy: string | null | undefined) =>
  cancelledBy === 'admin' || cancelledBy === 'practice';

/** A booked appointment's sentence: by day or by night, with a text and an e-mail or an e-mail only. */
function bookedSentence(outsideHours: boolean, texts: boolean): string {
  if (outsideHours) {
    return texts
      ? `Mae eich apwyntiad wedi'i archebu. Rydym yn gofyn i'r practis ei gadarnhau o ${SERVICE_OPENS_AT_CY} ymlaen, a byddwn yn anfon neges destun ac e-bost atoch cyn gynted ag y bydd wedi gwneud hynny.`
      : `Mae eich apwyntiad wedi'i archebu. Rydym yn gofyn i'r practis ei gadarnhau o ${SERVICE_OPENS_AT_CY} ymlaen, a byddwn yn anfon e-bost atoch cyn gynted ag y bydd wedi gwneud hynny.`;
  }
  return texts
    ? "Mae eich apwyntiad wedi'i archebu. Nid yw'r practis wedi'i gadarnhau eto: byddwn yn anfon neges destun ac e-bost atoch cyn gynted ag y bydd wedi gwneud hynny."
    : "Mae eich apwyntiad wedi'i archebu. Nid yw'r practis wedi'i gadarnhau eto: byddwn yn anfon e-bost atoch cyn gynted ag y bydd wedi gwneud hynny.";
}

/** As `appointmentStateWording`, in Welsh: the same state, calendar status, move and reason. */
export function appointmentStateWordingCy(
  f: StateFacts,
  { now, texts }: { now: Date; texts: boolean },
): StateWording {
  const outsideHours = outsideServiceHours(now);
  const state = patientState(f);
  const moved =
    (f.rescheduledCount ?? 0) > 0 && (state === 'booked' || state === 'confirmed')
      ? "Gwnaethoch symud yr apwyntiad hwn i'r amser hwn."
      : undefined;
  switch (state) {
    case 'booked':
      return {
        state,
        label: "Wedi'i archebu, yn aros i'r practis gadarnhau",
        sentence: bookedSentence(outsideHours, texts),
        calendar: 'TENTATIVE',
        moved,
      };
    case 'confirmed':
      return {
        state,
        label: "Wedi'i gadarnhau gan y practis",
        sentence: "Mae'r practis wedi cadarnhau eich apwyntiad ac yn eich disgwyl.",
        calendar: 'CONFIRMED',
        moved,
      };
    case 'cancelled': {
      const reason = cancellationReasonSentenceCy(f.cancellationReason);
      const said = byPractice(f.cancelledBy)
        ? {
            state,
            label: "Wedi'i ganslo gan y practis",
            sentence: "Bu'n rhaid i'r practis ganslo eich apwyntiad.",
            calendar: 'CANCELLED' as const,
          }
        : {
            state,
            label: "Wedi'i ganslo",
            sentence: "Mae eich apwyntiad wedi'i ganslo.",
            calendar: 'CANCELLED' as const,
          };
      return reason ? { ...said, reason } : said;
    }
    case 'attended':
      return {
        state,
        label: 'Wedi mynychu',
        sentence: "Gwnaethoch fynychu'r apwyntiad hwn.",
        calendar: 'CONFIRMED',
      };
    case 'not_attended':
      return {
        state,
        label: "Wedi'i golli",
        sentence: "Cofnododd y practis na wnaethoch fynychu'r apwyntiad hwn.",
        calendar: 'CONFIRMED',
      };
  }
}

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const APPOINTMENT_STATE_WORDING_CY = {
  appointmentStateWording: appointmentStateWordingCy,
  cancellationReasonSentence: cancellationReasonSentenceCy,
} as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English wording the spec
 * reads. A changed English wording fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  '1f5889cc2394ea1ba262360271de38b8312b961dcc2b4107061d48a1be2543cc';
