// Generated from the API's OpenAPI document by `npm run api:types` (openapi-typescript). Do not edit.

export interface paths {
    "/api/admin/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Appointments newest first, one keyset page, searched (q: reference, name of the person booking or of the patient they booked for, e-mail or phone) and filtered. */
        get: operations["AdminAppointmentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered appointments as CSV (cursor and limit ignored). */
        get: operations["AdminAppointmentsExportController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a live booking for the patient (`patient_asked`: the patient's own refund rule) or for the practice (`practice_cannot_see`, e.g. a closure: everything back), with a reason the patient is told. The money moves in the payment queue, once; the patient gets an e-mail and a text. */
        post: operations["AdminAppointmentsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What cancelling this booking would do now, for each of the admin's choices (the patient asked; the practice cannot see them): the money in the words the patient will read, or why it cannot be cancelled. */
        get: operations["AdminAppointmentsController_cancellationPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending, paid appointment (irreversible); the capture follows in the payment queue. */
        post: operations["AdminAppointmentsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking's story from the event log, oldest first, each entry with its time, label and actor, and the appointment as the list shows it. */
        get: operations["AdminAppointmentsController_timeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One operative's day: each slot Available/Unavailable, locked when held or booked. */
        get: operations["AdminAvailabilityController_day"];
        /** Save availability: create the plan (one day or recurring) and apply the grid; never changes a held or booked slot. */
        put: operations["AdminAvailabilityController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/availability/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview the slots a plan would create (Generate Slots), without saving. */
        post: operations["AdminAvailabilityController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current and future closures (optionally of one practice), each with the bookings and holds inside it. */
        get: operations["AdminClosuresController_list"];
        put?: never;
        /** Close a practice or one operative for a date range: open slots blocked, bookings inside listed. */
        post: operations["AdminClosuresController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/closures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a closure (its blocked slots stay blocked until opened in the editor). */
        delete: operations["AdminClosuresController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/closures/bank-holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add every upcoming bank holiday of England and Wales or of Scotland as a closure of the practice (existing ones kept). */
        post: operations["AdminClosuresController_bankHolidays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations not yet accepted nor withdrawn (expired ones too: they can be sent again), oldest first. */
        get: operations["AdminInvitationsController_list"];
        put?: never;
        /** Invite an admin, or a member of staff of one or more practices, by e-mail: a one-time link that works for 72 hours, e-mailed once through the outbox; audited. */
        post: operations["AdminInvitationsController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an open invitation: its link stops working at once; audited. */
        delete: operations["AdminInvitationsController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an open invitation again: a new link for 72 hours; the old link stops working at once; audited. */
        post: operations["AdminInvitationsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Links to the queue dashboard and, outside production with the embedded defaults, the dev inbox and the dev SMS outbox. */
        get: operations["AdminOpsController_links"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/practices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every practice with operatives and the next available slot in 7 days (null when none); the portal pages with GET /api/admin/practices/page. */
        get: operations["AdminPracticesController_list"];
        put?: never;
        /** Add a practice (coordinates from the postcode when none are given). Takes the flat fields, or the spec's address.*, contact.* and coords.{lat,lng}. */
        post: operations["AdminPracticesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/practices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a practice. */
        put: operations["AdminPracticesController_update"];
        post?: never;
        /** Delete a practice, or archive it when it has history (appointments or holds). */
        delete: operations["AdminPracticesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/practices/{id}/operatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A practice's operatives, by name. */
        get: operations["AdminPracticesController_operatives"];
        put?: never;
        /** Add an operative to a practice. */
        post: operations["AdminPracticesController_addOperative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/practices/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a JSON array or object (or {json:"<pasted text>"}), 1 to 500 practices; all or nothing. */
        post: operations["AdminPracticesController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/practices/locate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a postcode is, for the practice form: the postcode's own point, else its district's centroid (approximate: true). */
        get: operations["AdminPracticesController_locate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/practices/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of practices by name, searched by name, city or postcode, each with its operatives and next slot. */
        get: operations["AdminPracticesController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/practices/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the ten sample practices with two operatives each; idempotent. */
        post: operations["AdminPracticesController_sample"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site settings for Admin Controls, including the gate password. */
        get: operations["SettingsController_get"];
        /** Change protection, payment mode or the gate password; audited. A new password, or protection switched back on, asks every visitor again, except this browser: while protected, the answer sets its gate cookie (the admin has the password on screen). */
        put: operations["SettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff member's practices. */
        get: operations["AdminStaffController_everyone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/practice-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Practices to choose from by name, city or postcode (20 at most; archived ones never). */
        get: operations["AdminStaffController_options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users with role, creation, last sign-in, two-step verification and any sign-in lock. */
        get: operations["UsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Disable an account (its sessions end at once; it cannot sign in) or enable it again; audited. */
        put: operations["UsersController_setDisabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/practices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The practices a user is staff of. */
        get: operations["AdminStaffController_practicesOf"];
        /** Make a user staff of exactly these practices (an empty list: no longer staff); audited. */
        put: operations["AdminStaffController_setPractices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Promote or demote a user; audited. A demotion ends their sessions at once. */
        put: operations["UsersController_changeRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset an account's two-step verification (a lost phone): its authenticator and recovery codes go, its sessions end, and it must enrol at its next sign-in whatever ADMIN_2FA says. Confirmed with your own current code; audited and e-mailed to the account's owner. */
        post: operations["UsersController_resetSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/sign-in-lock/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End an account's sign-in lock-out: the wrong passwords and codes counted against it are forgotten and the day-long lock of its code step ends. Confirmed with your own current code; audited and e-mailed to the account's owner. */
        post: operations["UsersController_endLockOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Waiting patients per postcode area, and the last 14 days of joins, offers and offers taken. */
        get: operations["AdminWaitlistController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One appointment for its patient (Authorization: Bearer accessToken) or an admin: the confirmation page. */
        get: operations["BookingController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct the confirmation's address and send it again, once per change (Authorization: Bearer accessToken). */
        post: operations["ConfirmationEmailController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/{id}/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the booking's language (Authorization: Bearer accessToken, or the manage link's token for this appointment: the manage page's switch). The e-mails, texts and calendar files sent from now on are written in it; asking for the language it has changes nothing. */
        put: operations["BookingController_changeLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the payment's real status, asked of the gateway (Authorization: Bearer accessToken); never what the browser says. */
        post: operations["BookingController_payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time, 15-minute sign-in link to an address with bookings; the same answer whether or not it is known. */
        post: operations["AuthController_emailLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-link/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use a sign-in link once: sets the session cookie. */
        post: operations["AuthController_verifyEmailLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password (and `code`, a 6-digit authenticator code or a recovery code, for an account with two-step verification); sets the httpOnly session cookie and the device cookie that keeps this browser trusted for the account (ADR 0026). */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session on the server and clears the cookie. */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user. */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Two-step verification, step 2: the first code from the app turns it on and signs in (session and device cookies). */
        post: operations["AuthController_confirmSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Two-step verification, step 1 (admins and practice staff; the password again): a new authenticator secret. Throttled like sign-in. */
        post: operations["AuthController_beginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A practice's secret calendar feed, /api/calendar/<token>.ics, for calendar apps. */
        get: operations["StaffPublicController_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hold a slot while the patient pays, for HOLD_MINUTES (configured; 10 minutes by default): `expiresAt` says until when. Requires the `screening` proof of this patient's search: no time is held for a patient who was not asked the emergency question. */
        post: operations["BookingController_hold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Release a hold (Authorization: Bearer holdToken): the slot is open again at once and an unpaid appointment of the hold cancelled. */
        delete: operations["BookingController_release"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holds/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the appointment and its payment (Authorization: Bearer holdToken). The accepted Booking Terms version and the time are stored with the appointment (a repeated checkout answers the same appointment and keeps the first consent). */
        post: operations["BookingController_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holds/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend a hold once by 10 minutes (Authorization: Bearer holdToken). */
        post: operations["BookingController_extend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation with its e-mailed link: sets the account's password (12 characters at least) and makes the account, its role and its practices. Then sign in, or set up two-step verification first where it is required (`secondFactor`). */
        post: operations["InvitationsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/appointment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking behind a manage link (Authorization: Bearer manage token), a cancelled or past one too: whether it is a booking at all, where its fee stands, whether it can change, and what a cancellation would do with the fee. */
        get: operations["ManageController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the booking (Authorization: Bearer manage token); the refund follows in the payment queue, exactly once. */
        post: operations["ManageController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the booking to another open slot at the same practice within 14 days (Authorization: Bearer manage token), without paying again. */
        post: operations["ManageController_reschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's upcoming bookings (never an attempt whose payment failed), soonest first, each with the name it was booked under, its manage token (what the e-mail's change-or-cancel link carries) and `payment`: the fee's state in the words the e-mails and texts use. */
        get: operations["MyAppointmentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/appointments/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's cancelled and past bookings, latest first (at most 50), each with what happened to its fee (`payment`: part kept and the rest released, refunded, released, nothing taken) and a manage token that opens it read-only. */
        get: operations["MyAppointmentsController_past"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/postcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Type-ahead: up to 8 full postcodes starting with `prefix` (2+ characters of a GB postcode; spaces and case do not matter). */
        get: operations["PostcodesController_suggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Practice details for the booking pages. */
        get: operations["PublicPracticesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{id}/next-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The first bookable slot within `days` (default 7). */
        get: operations["PublicPracticesController_next"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{id}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookable slots of a London date (today: only after now), sorted. */
        get: operations["PublicPracticesController_slots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The practice's day: today's and the next 14 days' bookings (patient name, phone, issue, time, payment state) and what staff may do with each. */
        get: operations["StaffController_day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/appointments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending, paid booking of this practice (irreversible); the capture follows once, in the payment queue. */
        post: operations["StaffController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/appointments/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the outcome once: attended, no_show (the fee is kept) or cancelled_by_practice (full refund, with a reason for the patient). */
        post: operations["StaffController_outcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/appointments/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking of this practice and its story from the event log (held, paid, e-mails and texts, confirmed, outcome, refunds), as the admin's appointment page shows it. */
        get: operations["StaffController_timeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One operative's day in the editor (the operative must be this practice's). */
        get: operations["StaffController_availabilityDay"];
        /** Save availability for an operative of this practice: the plan's slots, then the grid's choices, all or nothing; never changes a held or booked slot. */
        put: operations["StaffController_saveAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/availability/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview the slots a plan would create, without saving. */
        post: operations["StaffController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the practice's calendar feed is on (its secret URL is shown only when created or rotated). */
        get: operations["StaffController_feedStatus"];
        put?: never;
        /** Create the calendar feed, or rotate it: a new secret URL, and the old one stops working; audited. */
        post: operations["StaffController_rotateFeed"];
        /** Switch the calendar feed off: its URL stops working (also when it was off). */
        delete: operations["StaffController_revokeFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The practice's current and future closures, each with the bookings and holds inside it. */
        get: operations["StaffController_listClosures"];
        put?: never;
        /** Close the practice or one of its operatives for a date range: its open slots are blocked; bookings and holds inside are listed to rebook or cancel. */
        post: operations["StaffController_createClosure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/closures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the practice's closures; its blocked slots stay blocked until opened in the editor. */
        delete: operations["StaffController_removeClosure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/closures/bank-holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the upcoming bank holidays of England and Wales or of Scotland as closures of the practice (existing ones are kept). */
        post: operations["StaffController_bankHolidays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practices/{practiceId}/staff/operatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The practice's operatives. */
        get: operations["StaffController_operatives"];
        put?: never;
        /** Add an operative to the practice; audited. */
        post: operations["StaffController_addOperative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Nearest practice with a free slot, its times on the winning date, up to five practices by distance and three alternatives. */
        post: operations["SearchController_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulated-payments/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The patient's answer to a 3-D Secure challenge (result complete or fail), as the bank's page gives it to Stripe. The outcome is recorded only by POST /api/appointments/{id}/payment, which asks the gateway. */
        post: operations["SimulatedPaymentsController_authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulated-payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a simulated payment with a test card (embedded default only): Stripe's test card numbers decide the outcome. */
        post: operations["SimulatedPaymentsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public site settings (never the gate password); sets the XSRF-TOKEN cookie. */
        get: operations["SiteController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/gate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the site password. */
        post: operations["SiteController_gate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/people-helped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's "over 1,500 people helped": attended visits plus the history before the system, cached a few minutes. `text` is in the request's language ("dros 1,500" when Accept-Language asks for Welsh first). */
        get: operations["StaffPublicController_peopleHelped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/practices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The practices the signed-in user is staff of (the portal lands staff on their day). */
        get: operations["StaffPublicController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counts a page load's web vitals (LCP, INP, CLS, each at most once, within its bounds) in /metrics. */
        post: operations["VitalsController_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to join (or change a place on) the waitlist: e-mail and consent required, and `robotToken` when the robot check is on. Nothing changes until the e-mailed link is confirmed (3 e-mails per address and day, then one more per sender network: the newest request wins). */
        post: operations["WaitlistController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a place with the e-mail's confirmation link: the details become the live place for 14 days. */
        post: operations["WaitlistController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the waitlist with the e-mail's leave link (or a confirmation link); the details are deleted. */
        post: operations["WaitlistController_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/offers/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an offer: asks the emergency question again (`redFlags`, `[]` for none of these), then holds the slot through the booking's hold rules, for HOLD_MINUTES (configured; 10 minutes by default). */
        post: operations["WaitlistController_claim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up (no dependency is checked). */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PostgreSQL and Redis answer. */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AdminAppointmentsController_list: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                paymentStatus?: "all" | "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                practiceId?: string;
                q?: string;
                status?: "all" | "pending" | "confirmed" | "cancelled" | "completed";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; pass `nextCursor` as `cursor` for the next (null on the last). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            booked: boolean;
                            /** @description The patient when the appointment is for someone else (null: the person booking, `patient`, is the patient). */
                            bookedFor: {
                                name: string;
                                under16: boolean;
                            } | null;
                            /** @enum {string} */
                            bookingState: "booked" | "payment-failed" | "payment-returned" | "not-paid";
                            cancellationReason: string | null;
                            /** Format: date-time */
                            cancelledAt: string | null;
                            cancelledBy: string | null;
                            captureAtRisk: boolean;
                            capturedPence: number;
                            /** Format: date-time */
                            confirmedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            emailStatus: "pending" | "queued" | "sent" | "failed";
                            /** Format: date-time */
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            issue: string;
                            patient: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            payment: {
                                label: string;
                                sentence: string;
                            };
                            paymentError: string | null;
                            /** @enum {string} */
                            paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                            practice: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            reference: string;
                            refundDuePence: number | null;
                            refundedPence: number;
                            releasedPence: number;
                            service: string;
                            /** @enum {unknown} */
                            smsStatus: "sent" | "delivered" | "failed" | "opted-out" | null;
                            /** Format: date-time */
                            startTime: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `validation`, `fields` naming each parameter to fix: q (too long, or a name under 3 letters), practiceId, from, to (YYYY-MM-DD, from ≤ to), status, paymentStatus, cursor (expired or changed), limit (1–200). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: not an admin, or signed in by a link. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAppointmentsExportController_exportCsv: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                paymentStatus?: "all" | "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                practiceId?: string;
                q?: string;
                status?: "all" | "pending" | "confirmed" | "cancelled" | "completed";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Streamed, with a BOM and a header row: Reference, Created, Starts, Ends, Practice, Patient name, Patient e-mail, Patient phone, Issue, Service, Status, Payment status, Refunded (pence), Cancelled by, Booked, Appointment for, Appointment for under 16 (the patient when someone else booked: the Patient columns are then the person who booked). Cells a spreadsheet would run as a formula are prefixed with a quote; sent as an attachment, never cached. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `validation`, `fields` naming each parameter to fix: q (too long, or a name under 3 letters), practiceId, from, to (YYYY-MM-DD, from ≤ to), status, paymentStatus, cursor (expired or changed), limit (1–200). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: not an admin, or signed in by a link. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database did not answer the first batch (a JSON answer, never an empty file). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAppointmentsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `patient_asked`: the patient asked to cancel (their own refund rule: half back before the practice is instructed, nothing after); `practice_cannot_see`: the practice cannot see them (everything back).
                     * @enum {string}
                     */
                    choice: "patient_asked" | "practice_cannot_see";
                    /** @description A short plain sentence for the patient: their cancellation e-mail, text (when it fits) and manage page show it. */
                    reason: string;
                    /** @description The refund the admin was shown (the preview's `refundPence` for this choice): if the booking changed so that it differs, 409 `refund_changed` and nothing is done. */
                    refundPence?: number;
                };
            };
        };
        responses: {
            /** @description Cancelled, with the refund and its explanation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        explanation: string;
                        /** Format: uuid */
                        id: string;
                        message: string;
                        refundPence: number;
                        /** @enum {string} */
                        status: "cancelled";
                    };
                };
            };
            /** @description `validation`: the id, `fields.choice` (required: patient_asked or practice_cannot_see) or `fields.reason` (required, at most 200 characters). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: not an admin, or signed in by a link. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `already_cancelled`; `not_changeable` (not paid, started, or completed); `outcome_recorded`; `refund_changed` (the refund is no longer the `refundPence` sent). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAppointmentsController_cancellationPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each choice with its refund and wording, or its refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        choices: {
                            /** @enum {string} */
                            choice: "patient_asked" | "practice_cannot_see";
                            explanation: string;
                            payment: {
                                label: string;
                                sentence: string;
                            };
                            refundPence: number;
                            refusal: string | null;
                        }[];
                        /** Format: uuid */
                        id: string;
                        reference: string;
                    };
                };
            };
            /** @description `validation`: the id is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: not an admin, or signed in by a link. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAppointmentsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        /** @enum {string} */
                        status: "confirmed";
                    };
                };
            };
            /** @description `validation`: the id is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: not an admin, or signed in by a link. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `already_confirmed`; `not_confirmable` (not pending, or its payment not authorised). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAppointmentsController_timeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appointment and its timeline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appointment: {
                            amountPence: number;
                            booked: boolean;
                            /** @description The patient when the appointment is for someone else (null: the person booking, `patient`, is the patient). */
                            bookedFor: {
                                name: string;
                                under16: boolean;
                            } | null;
                            /** @enum {string} */
                            bookingState: "booked" | "payment-failed" | "payment-returned" | "not-paid";
                            cancellationReason: string | null;
                            /** Format: date-time */
                            cancelledAt: string | null;
                            cancelledBy: string | null;
                            captureAtRisk: boolean;
                            capturedPence: number;
                            /** Format: date-time */
                            confirmedAt: string | null;
                            consent: {
                                /** Format: date-time */
                                acceptedAt: string;
                                guardianConfirmed: boolean;
                                over16Confirmed: boolean;
                                termsVersion: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            emailError: string | null;
                            /** @enum {string} */
                            emailStatus: "pending" | "queued" | "sent" | "failed";
                            /** Format: date-time */
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            issue: string;
                            patient: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            payment: {
                                label: string;
                                sentence: string;
                            };
                            paymentError: string | null;
                            /** @enum {string} */
                            paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                            practice: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            reference: string;
                            refundDuePence: number | null;
                            refundedPence: number;
                            releasedPence: number;
                            service: string;
                            /** @enum {unknown} */
                            smsStatus: "sent" | "delivered" | "failed" | "opted-out" | null;
                            /** Format: date-time */
                            startTime: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed";
                        };
                        entries: {
                            actor: string;
                            /** Format: date-time */
                            at: string;
                            /** Format: date-time */
                            atLondon: string;
                            label: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description `validation`: the id is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: not an admin, or signed in by a link. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAvailabilityController_day: {
        parameters: {
            query: {
                date: string;
                operativeId: string;
                practiceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day, its slots by start time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        /** Format: uuid */
                        operativeId: string;
                        /** Format: uuid */
                        practiceId: string;
                        slots: {
                            available: boolean;
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            locked: boolean;
                            startTime: string;
                            /** @enum {string} */
                            status: "open" | "held" | "booked" | "blocked";
                        }[];
                    };
                };
            };
            /** @description `validation`: a practice, operative or date missing or malformed, or a date outside the window. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found` (or archived), `operative_not_found` (not of this practice). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAvailabilityController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    endHour?: number;
                    operativeId: string;
                    practiceId: string;
                    recurring?: {
                        days: number;
                        weekdays: number[];
                    };
                    slotMinutes?: number;
                    slots?: {
                        available: boolean;
                        /** Format: date-time */
                        startTime: string;
                    }[];
                    startHour?: number;
                };
            };
        };
        responses: {
            /** @description What changed, and the day as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: number;
                        created: number;
                        day: {
                            date: string;
                            /** Format: uuid */
                            operativeId: string;
                            /** Format: uuid */
                            practiceId: string;
                            slots: {
                                available: boolean;
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                                locked: boolean;
                                startTime: string;
                                /** @enum {string} */
                                status: "open" | "held" | "booked" | "blocked";
                            }[];
                        };
                        message: string;
                        opened: number;
                    };
                };
            };
            /** @description `validation` (a field, the plan, a past date or one outside the window), `slot_missing` (a grid time with no slot). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found` (or archived), `operative_not_found` (not of this practice). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `slot_locked`: a grid choice would change a held or booked slot; nothing is saved. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminAvailabilityController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                    endHour: number;
                    recurring?: {
                        days: number;
                        weekdays: number[];
                    };
                    slotMinutes: number;
                    startHour: number;
                };
            };
        };
        responses: {
            /** @description The plan's slots on its first date, and its totals. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        days: number;
                        slots: {
                            available: boolean;
                            endTime: string;
                            startTime: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description `validation`: the plan breaks a limit (hours, duration, repeat, weekdays, a past date or one outside the window; `fields` names each). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminClosuresController_list: {
        parameters: {
            query?: {
                practiceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closures by first day, then practice name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: {
                            appointment: {
                                /** Format: uuid */
                                id: string;
                                patientName: string;
                                /** @enum {string} */
                                paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed";
                            } | null;
                            /** @enum {string} */
                            kind: "booking" | "hold";
                            /** Format: uuid */
                            slotId: string;
                            startTime: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        endsOn: string;
                        /** Format: uuid */
                        id: string;
                        note: string | null;
                        operative: {
                            displayName: string;
                            /** Format: uuid */
                            id: string;
                        } | null;
                        practice: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        reason: "holiday" | "training" | "emergency" | "bank_holiday" | "other";
                        startsOn: string;
                    }[];
                };
            };
            /** @description `validation`: `practiceId` is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminClosuresController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endsOn: string;
                    note?: string | null;
                    /** Format: uuid */
                    operativeId?: string | null;
                    /** Format: uuid */
                    practiceId: string;
                    /** @enum {string} */
                    reason: "holiday" | "training" | "emergency" | "bank_holiday" | "other";
                    startsOn: string;
                };
            };
        };
        responses: {
            /** @description The closure, how many open slots it blocked, and the bookings and holds inside it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: {
                            appointment: {
                                /** Format: uuid */
                                id: string;
                                patientName: string;
                                /** @enum {string} */
                                paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed";
                            } | null;
                            /** @enum {string} */
                            kind: "booking" | "hold";
                            /** Format: uuid */
                            slotId: string;
                            startTime: string;
                        }[];
                        blocked: number;
                        closure: {
                            /** Format: date-time */
                            createdAt: string;
                            endsOn: string;
                            /** Format: uuid */
                            id: string;
                            note: string | null;
                            operative: {
                                displayName: string;
                                /** Format: uuid */
                                id: string;
                            } | null;
                            practice: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            reason: "holiday" | "training" | "emergency" | "bank_holiday" | "other";
                            startsOn: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `validation`: a field, the dates (order, past start, over 366 days, outside the window; `fields` names them). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`, `operative_not_found` (not of this practice). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `closure_exists`: the same scope and dates are closed already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminClosuresController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closure is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            /** @description `validation`: `id` is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `closure_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminClosuresController_bankHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    practiceId: string;
                    /** @enum {string} */
                    region: "england-and-wales" | "scotland";
                };
            };
        };
        responses: {
            /** @description How many closures were added and slots blocked, and the bookings and holds inside them. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: {
                            appointment: {
                                /** Format: uuid */
                                id: string;
                                patientName: string;
                                /** @enum {string} */
                                paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed";
                            } | null;
                            /** @enum {string} */
                            kind: "booking" | "hold";
                            /** Format: uuid */
                            slotId: string;
                            startTime: string;
                        }[];
                        blocked: number;
                        created: number;
                        message: string;
                    };
                };
            };
            /** @description `validation`: `practiceId` or `region`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminInvitationsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        expired: boolean;
                        /** Format: date-time */
                        expiresAt: string;
                        /** Format: uuid */
                        id: string;
                        invitedBy: string | null;
                        practices: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** @enum {string} */
                        role: "admin" | "staff";
                        /** Format: date-time */
                        sentAt: string;
                    }[];
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminInvitationsController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @default [] */
                    practiceIds?: string[];
                    /** @enum {string} */
                    role: "admin" | "staff";
                };
            };
        };
        responses: {
            /** @description The invitation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        expired: boolean;
                        /** Format: date-time */
                        expiresAt: string;
                        /** Format: uuid */
                        id: string;
                        invitedBy: string | null;
                        practices: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** @enum {string} */
                        role: "admin" | "staff";
                        /** Format: date-time */
                        sentAt: string;
                    };
                };
            };
            /** @description `validation`: not one plain mailbox (`fields.email`), a role other than admin or staff, staff without practices or an admin with some, or a practice that does not exist or is archived (`fields.practiceIds`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `account_exists` (the address has an account: change its role or practices instead) or `invitation_pending` (send the open one again). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminInvitationsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation`: not an invitation id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `invitation_not_open`: unknown, accepted or withdrawn. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminInvitationsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its new expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        expired: boolean;
                        /** Format: date-time */
                        expiresAt: string;
                        /** Format: uuid */
                        id: string;
                        invitedBy: string | null;
                        practices: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** @enum {string} */
                        role: "admin" | "staff";
                        /** Format: date-time */
                        sentAt: string;
                    };
                };
            };
            /** @description `validation`: not an invitation id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `invitation_not_open`: unknown, accepted or withdrawn. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminOpsController_links: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paths; null for a tool this deployment does not serve. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devInbox: string | null;
                        devSmsOutbox: string | null;
                        queueDashboard: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active practices by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            line1: string;
                            line2: string | null;
                            postcode: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nextAvailable: {
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            startTime: string;
                        } | null;
                        openingHours: {
                            [key: string]: {
                                close: string;
                                isClosed: boolean;
                                open: string;
                            };
                        };
                        operatives: {
                            displayName: string;
                            email: string | null;
                            /** Format: uuid */
                            id: string;
                        }[];
                        phone: string;
                        services: string[];
                        /** Format: date-time */
                        updatedAt: string;
                        website: string | null;
                    }[];
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1: string;
                    addressLine2?: string | null;
                    city: string;
                    email: string;
                    latitude?: number | (string | null);
                    longitude?: number | (string | null);
                    name: string;
                    openingHours: {
                        friday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        monday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        saturday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        sunday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        thursday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        tuesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        wednesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                    };
                    phone: string;
                    postcode: string;
                    services: string[];
                    website?: "" | (string | null);
                };
            };
        };
        responses: {
            /** @description The practice added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            line1: string;
                            line2: string | null;
                            postcode: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        openingHours: {
                            [key: string]: {
                                close: string;
                                isClosed: boolean;
                                open: string;
                            };
                        };
                        phone: string;
                        services: string[];
                        /** Format: date-time */
                        updatedAt: string;
                        website: string | null;
                    };
                };
            };
            /** @description `validation`: a field to fix (`fields` names it; a bad `id` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1: string;
                    addressLine2?: string | null;
                    city: string;
                    email: string;
                    latitude?: number | (string | null);
                    longitude?: number | (string | null);
                    name: string;
                    openingHours: {
                        friday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        monday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        saturday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        sunday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        thursday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        tuesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        wednesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                    };
                    phone: string;
                    postcode: string;
                    services: string[];
                    website?: "" | (string | null);
                };
            };
        };
        responses: {
            /** @description The practice as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            line1: string;
                            line2: string | null;
                            postcode: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        openingHours: {
                            [key: string]: {
                                close: string;
                                isClosed: boolean;
                                open: string;
                            };
                        };
                        phone: string;
                        services: string[];
                        /** Format: date-time */
                        updatedAt: string;
                        website: string | null;
                    };
                };
            };
            /** @description `validation`: a field to fix (`fields` names it; a bad `id` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`: no such practice, or it is archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which of the two happened. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        outcome: "archived" | "deleted";
                    };
                };
            };
            /** @description `validation`: `id` is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`: no such practice, or it is archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_has_bookings`: upcoming held or booked slots. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_operatives: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operatives. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        displayName: string;
                        email: string | null;
                        /** Format: uuid */
                        id: string;
                    }[];
                };
            };
            /** @description `validation`: `id` is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`: no such practice, or it is archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_addOperative: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string;
                    email?: "" | (string | null);
                };
            };
        };
        responses: {
            /** @description The operative added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string;
                        email: string | null;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description `validation`: a field to fix (`fields` names it; a bad `id` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`: no such practice, or it is archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1: string;
                    addressLine2?: string | null;
                    city: string;
                    email: string;
                    latitude?: number | (string | null);
                    longitude?: number | (string | null);
                    name: string;
                    openingHours: {
                        friday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        monday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        saturday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        sunday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        thursday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        tuesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        wednesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                    };
                    phone: string;
                    postcode: string;
                    services: string[];
                    website?: "" | (string | null);
                }[] | {
                    addressLine1: string;
                    addressLine2?: string | null;
                    city: string;
                    email: string;
                    latitude?: number | (string | null);
                    longitude?: number | (string | null);
                    name: string;
                    openingHours: {
                        friday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        monday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        saturday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        sunday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        thursday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        tuesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                        wednesday: {
                            /** @default  */
                            close?: "" | string;
                            /** @default false */
                            isClosed?: boolean;
                            /** @default  */
                            open?: "" | string;
                        };
                    };
                    phone: string;
                    postcode: string;
                    services: string[];
                    website?: "" | (string | null);
                } | {
                    json: string;
                };
            };
        };
        responses: {
            /** @description How many were added, and each. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imported: number;
                        practices: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            openingHours: {
                                [key: string]: {
                                    close: string;
                                    isClosed: boolean;
                                    open: string;
                                };
                            };
                            phone: string;
                            services: string[];
                            /** Format: date-time */
                            updatedAt: string;
                            website: string | null;
                        }[];
                    };
                };
            };
            /** @description `validation`: text that is not JSON, no or over 500 items, or the first bad item and field (`fields` keys are `<index>.<field>`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_locate: {
        parameters: {
            query: {
                postcode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The point. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approximate: boolean;
                        latitude: number;
                        longitude: number;
                    };
                };
            };
            /** @description `validation` (over 12 characters), `postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb` (`fields.postcode`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `location_unknown`: neither the postcode nor its district is known. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_page: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page and the cursor of the next (null on the last). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            nextAvailable: {
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                                startTime: string;
                            } | null;
                            openingHours: {
                                [key: string]: {
                                    close: string;
                                    isClosed: boolean;
                                    open: string;
                                };
                            };
                            operatives: {
                                displayName: string;
                                email: string | null;
                                /** Format: uuid */
                                id: string;
                            }[];
                            phone: string;
                            services: string[];
                            /** Format: date-time */
                            updatedAt: string;
                            website: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `validation`: `q` over 100 characters, a `cursor` changed or expired, or `limit` outside 1 to 100. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminPracticesController_sample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were added (0 when all were there) of how many samples. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        message: string;
                        total: number;
                    };
                };
            };
            /** @description `bad_request`: a body that is not valid JSON; `validation`: text with a control character (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    SettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gatePassword: string;
                        isProtected: boolean;
                        /** Format: date-time */
                        lastUpdated: string;
                        useImmediatePaymentProcessing: boolean;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    SettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gatePassword?: string;
                    isProtected?: boolean;
                    useImmediatePaymentProcessing?: boolean;
                };
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gatePassword: string;
                        isProtected: boolean;
                        /** Format: date-time */
                        lastUpdated: string;
                        useImmediatePaymentProcessing: boolean;
                    };
                };
            };
            /** @description `validation`: nothing to change, an unknown field, a value of the wrong type, or a password under 8 or over 200 characters (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminStaffController_everyone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One item per staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        practices: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        /** Format: uuid */
                        userId: string;
                    }[];
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminStaffController_options: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching practices by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: string;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        postcode: string;
                    }[];
                };
            };
            /** @description `validation`: the search is over 100 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    UsersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every user, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        codesLockedUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        lastSignInAt: string | null;
                        /** @enum {string} */
                        role: "admin" | "user";
                        /** @enum {string} */
                        secondFactor: "on" | "required" | "off";
                        /** Format: date-time */
                        signInLockedUntil: string | null;
                    }[];
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    UsersController_setDisabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    disabled: boolean;
                };
            };
        };
        responses: {
            /** @description The account as the Users tab shows it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        codesLockedUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        lastSignInAt: string | null;
                        /** @enum {string} */
                        role: "admin" | "user";
                        /** @enum {string} */
                        secondFactor: "on" | "required" | "off";
                        /** Format: date-time */
                        signInLockedUntil: string | null;
                    };
                };
            };
            /** @description `validation`: an id that is not a user's, or `disabled` not true or false. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `last_admin` (the last active admin), or `not_yourself` (your own account). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminStaffController_practicesOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user and their practices (none for a user who is not staff, or unknown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        practices: {
                            archived: boolean;
                            city: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description `validation`: the id is not a user id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminStaffController_setPractices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    practiceIds: string[];
                };
            };
        };
        responses: {
            /** @description The user and their practices now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        practices: {
                            archived: boolean;
                            city: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description `validation`: a malformed id, over 200 practices, or one that does not exist (`fields.practiceIds`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    UsersController_changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "admin" | "user";
                };
            };
        };
        responses: {
            /** @description The role the user has now; `changed` is false when they had it already. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        role: "admin" | "user";
                    };
                };
            };
            /** @description `validation`: an id that is not a user's, or a role other than admin or user (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `last_admin`: the last admin cannot be demoted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    UsersController_resetSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The account as the Users tab shows it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        codesLockedUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        lastSignInAt: string | null;
                        /** @enum {string} */
                        role: "admin" | "user";
                        /** @enum {string} */
                        secondFactor: "on" | "required" | "off";
                        /** Format: date-time */
                        signInLockedUntil: string | null;
                    };
                };
            };
            /** @description `validation` (a malformed body), `confirmation_code_required`, `confirmation_code_invalid` (not the current code of your app) or `second_factor_just_used`; `fields.code` says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `second_factor_needed`: your own account has no two-step verification to confirm with. Or `not_yourself` (your own account: another admin resets it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many wrong codes of yours (per window, or for a day), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    UsersController_endLockOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The account as the Users tab shows it now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        codesLockedUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        disabled: boolean;
                        displayName: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        /** Format: date-time */
                        lastSignInAt: string | null;
                        /** @enum {string} */
                        role: "admin" | "user";
                        /** @enum {string} */
                        secondFactor: "on" | "required" | "off";
                        /** Format: date-time */
                        signInLockedUntil: string | null;
                    };
                };
            };
            /** @description `validation` (a malformed body), `confirmation_code_required`, `confirmation_code_invalid` (not the current code of your app) or `second_factor_just_used`; `fields.code` says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `second_factor_needed`: your own account has no two-step verification to confirm with. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many wrong codes of yours (per window, or for a day), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AdminWaitlistController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            area: string;
                            day: string;
                            joined: number;
                            offered: number;
                            taken: number;
                        }[];
                        waiting: {
                            area: string;
                            waiting: number;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    BookingController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appointment with its practice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountPence: number;
                        /** @description The patient when the appointment is for someone else (null: the person booking, `patient`, is the patient). */
                        bookedFor: {
                            name: string;
                            under16: boolean;
                        } | null;
                        /** @enum {string} */
                        emailStatus: "pending" | "queued" | "sent" | "failed";
                        /** Format: date-time */
                        endTime: string;
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description The booking's language: `en-GB` (English) or `cy` (Welsh). Its e-mails, texts and calendar file are written in it.
                         * @enum {string}
                         */
                        locale: "en-GB" | "cy";
                        patient: {
                            email: string;
                            name: string;
                        };
                        paymentError: string | null;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        practice: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            phone: string;
                        };
                        reference: string;
                        /** Format: date-time */
                        startTime: string;
                        state: {
                            label: string;
                            moved?: string;
                            reason?: string;
                            sentence: string;
                            /** @enum {string} */
                            state: "booked" | "confirmed" | "cancelled" | "attended" | "not_attended";
                        };
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "cancelled" | "completed";
                    };
                };
            };
            /** @description `validation`: the id is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`: unknown, or a missing or wrong token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    ConfirmationEmailController_change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The corrected address. */
                    email: string;
                };
            };
        };
        responses: {
            /** @description `queued`: sent again to the new address; `pending`: stored, and sent there once the payment is complete. `message` says which. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        emailStatus: "pending" | "queued";
                        message: string;
                    };
                };
            };
            /** @description `validation` with `fields.email`: the payment step's e-mail texts. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`: unknown, or a missing or wrong token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `not_live` (cancelled or completed); `email_change_limit` (changed too often); `email_change_closed` (delivered, and booked more than CONFIRMATION_EMAIL_CHANGE_MINUTES ago). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    BookingController_changeLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The booking's language from now on: `en-GB` (English) or `cy` (Welsh).
                     * @enum {string}
                     */
                    locale: "en-GB" | "cy";
                };
            };
        };
        responses: {
            /** @description The appointment, as GET /api/appointments/{id} answers it, with its new `locale`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountPence: number;
                        /** @description The patient when the appointment is for someone else (null: the person booking, `patient`, is the patient). */
                        bookedFor: {
                            name: string;
                            under16: boolean;
                        } | null;
                        /** @enum {string} */
                        emailStatus: "pending" | "queued" | "sent" | "failed";
                        /** Format: date-time */
                        endTime: string;
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description The booking's language: `en-GB` (English) or `cy` (Welsh). Its e-mails, texts and calendar file are written in it.
                         * @enum {string}
                         */
                        locale: "en-GB" | "cy";
                        patient: {
                            email: string;
                            name: string;
                        };
                        paymentError: string | null;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        practice: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            phone: string;
                        };
                        reference: string;
                        /** Format: date-time */
                        startTime: string;
                        state: {
                            label: string;
                            moved?: string;
                            reason?: string;
                            sentence: string;
                            /** @enum {string} */
                            state: "booked" | "confirmed" | "cancelled" | "attended" | "not_attended";
                        };
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "cancelled" | "completed";
                    };
                };
            };
            /** @description `validation`: the id is not a UUID, or `fields.locale` (not `en-GB` or `cy`); nothing changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `manage_link_invalid`: a manage link's token that is not ours; `gate_required`: the site is protected and its password was not given. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`: unknown, or a missing or wrong token (another appointment's included). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `manage_link_expired`: the manage link's token is older than its days. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    BookingController_payment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                };
            };
        };
        responses: {
            /** @description Where the appointment and its payment stand; `paymentError` is the card's refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentError: string | null;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "cancelled" | "completed";
                    };
                };
            };
            /** @description `validation`: the id or `paymentIntentId`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`: unknown, or a missing or wrong token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payment_mismatch`: not this appointment's payment; `slot_taken`: the hold ran out and the slot went to someone else, so the money is returned. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AuthController_emailLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description The same message whether or not the address is known (and whether or not a link went). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description `missing_fields` (no address) or `invalid_email`; `fields.email` says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many links asked for from this address or network, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AuthController_verifyEmailLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Signed in (a `link` session, for My Appointments only): the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        role: "admin" | "user";
                    };
                };
            };
            /** @description `bad_request`: a body that is not valid JSON; `validation`: text with a control character (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `sign_in_link_invalid`: the token is not one of ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_disabled`, or `sign_in_link_not_for_staff` (the address is an admin's or practice staff's). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `sign_in_link_expired`: expired or used already. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in: the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        role: "admin" | "user";
                    };
                };
            };
            /** @description `missing_fields` (e-mail or password) or `invalid_email`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `invalid_credentials` (one answer for an unknown e-mail and a wrong password); with the right password, `second_factor_required` (a code is needed), `second_factor_setup_required` (an admin or staff account must enrol first, ADR 0037), `second_factor_invalid`, or `second_factor_just_used` (that code's time step was accepted a moment ago). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_disabled`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts from this network, for this account or device, or too many wrong codes (per window, or `LOGIN_CODE_FAILURES_PER_DAY` in a day: the code step then stays locked for 24 hours); with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when no one was signed in). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `bad_request`: a body that is not valid JSON; `validation`: text with a control character (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        role: "admin" | "user";
                    };
                };
            };
            /** @description `unauthorized`: signed out. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AuthController_confirmSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description On, and signed in: the user and the ten recovery codes, shown this once (Cache-Control: no-store). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                        user: {
                            displayName: string | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            role: "admin" | "user";
                        };
                    };
                };
            };
            /** @description `second_factor_required` (no code), `missing_fields` or `invalid_email`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `invalid_credentials`, or `second_factor_invalid` (the code is not right). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_disabled`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `second_factor_exists` (on already) or `second_factor_not_started` (step 1 first). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts or wrong codes, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    AuthController_beginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The new secret, unconfirmed until step 2 (Cache-Control: no-store). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otpauthUri: string;
                        qrCode: string;
                        secret: string;
                    };
                };
            };
            /** @description `missing_fields` or `invalid_email`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `invalid_credentials`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `user_disabled`, or `second_factor_not_for_account` (not an admin or practice staff). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `second_factor_exists`: the account has one already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffPublicController_feed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The iCalendar file: the last week and the next two months of bookings, patients by first name. Cache-Control: private, no-store; Referrer-Policy: no-referrer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description `validation`: the token is over 100 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `feed_not_found`: unknown, rotated or revoked. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many requests from this network this minute, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    BookingController_hold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    patient: {
                        /** @default  */
                        issue?: string;
                        name: string;
                        phone: string;
                        postcode: string;
                    };
                    robotToken?: string;
                    /** @description The `screening` of this patient's search (POST /api/search with `redFlags: []`): proof that the emergency question was answered. Short-lived; search again for a new one. */
                    screening: string;
                    /** Format: uuid */
                    slotId: string;
                };
            };
        };
        responses: {
            /** @description The hold; `holdToken` is its Bearer token for extend, release and checkout. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expiresAt: string;
                        /** Format: uuid */
                        holdId: string;
                        holdToken: string;
                    };
                };
            };
            /** @description `validation` (`fields` names them; a phone search would refuse), the postcode's `postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb` (`fields["patient.postcode"]`), `screening_required` (`screening` absent, malformed, forged, expired or another patient's: search again with `redFlags: []`; nothing held), `robot_token_missing`, `robot_check_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `slot_not_found`: no such slot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `slot_taken`: someone else holds or booked it, or it is blocked. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `too_many_holds`: past the live holds one client or phone may keep. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    BookingController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Released; the same again once released or expired. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation`: the id is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: no Bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `hold_not_found`: an unknown hold or a wrong token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `hold_paid`: its payment went through (or is on its way): the booking stands. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    BookingController_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The Booking Terms are accepted.
                     * @enum {boolean}
                     */
                    acceptTerms: true;
                    /** @description The e-mail of the person booking (the patient, or who books for them): the confirmation goes there. */
                    email: string;
                    /**
                     * @description The person booking is the parent or guardian of the patient under 16 and will come with them. Required (true) when `patient.under16` is true; read only then.
                     * @enum {boolean}
                     */
                    guardian?: true;
                    /**
                     * @description The language the patient booked in, which their e-mails, texts and calendar file speak: `en-GB` (English) or `cy` (Welsh). When absent, the request's language: `cy` when Accept-Language asks for Welsh before English, else `en-GB`. While the Welsh pages are not offered (WELSH_PAGES=off) `en-GB` is stored whatever is asked. The patient can change it later (PUT /api/appointments/{id}/locale).
                     * @enum {string}
                     */
                    locale?: "en-GB" | "cy";
                    /**
                     * @description The person booking (the patient, or the parent or guardian booking for a child) is 16 or over.
                     * @enum {boolean}
                     */
                    over16: true;
                    /** @description Who the appointment is for, when it is not the person booking (absent: the person booking is the patient). The name, phone and e-mail of the hold and checkout stay the person booking, whom we contact. */
                    patient?: {
                        /** @description The patient's full name. */
                        name: string;
                        /** @description The patient is under 16: then `guardian` must be true. */
                        under16: boolean;
                    };
                    textMessages?: boolean;
                };
            };
        };
        responses: {
            /** @description The appointment and its payment intent; `accessToken` is the Bearer token of /api/appointments/{id}. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        amountPence: number;
                        /** Format: uuid */
                        appointmentId: string;
                        clientSecret: string;
                        paymentIntentId: string;
                        reference: string;
                    };
                };
            };
            /** @description `validation` with `fields.email`, `fields.acceptTerms`, `fields.over16` (both boxes must be true), `fields.textMessages`, `fields.locale` (not `en-GB` or `cy`), and for someone else `fields["patient.name"]`, `fields["patient.under16"]`, `fields.patient` (not `{name, under16}`) and `fields.guardian` (a patient under 16 without `guardian: true`); nothing stored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: no Bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `hold_expired`: the hold ran out, was released, or is unknown to this token. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    BookingController_extend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hold and its new expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expiresAt: string;
                        /** Format: uuid */
                        holdId: string;
                    };
                };
            };
            /** @description `validation`: the id is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: no Bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `hold_not_extendable`: already extended, run out, released, paid, unknown or a wrong token. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    InvitationsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description The account made: its e-mail, role and whether two-step verification must be set up now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "staff";
                        /** @enum {string} */
                        secondFactor: "required" | "optional";
                    };
                };
            };
            /** @description `validation`: the password is too short (`fields.password`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `account_exists`: an account with this address was made since the invitation was sent (the link is not used up). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `invitation_invalid`: the same answer for a link that is unknown, used, replaced by a newer one, withdrawn or expired. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts from this network, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    ManageController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking; `cancellation` is null when it can no longer change (`changeRefusal` says why, a cancelled one included). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountPence: number;
                        booked: boolean;
                        cancellation: {
                            explanation: string;
                            refundPence: number;
                        } | null;
                        canChange: boolean;
                        capturedPence: number;
                        changeRefusal: string | null;
                        /** Format: date-time */
                        endTime: string;
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description The booking's language: `en-GB` (English) or `cy` (Welsh). Its e-mails, texts and calendar file are written in it.
                         * @enum {string}
                         */
                        locale: "en-GB" | "cy";
                        patient: {
                            name: string;
                        };
                        payment: {
                            label: string;
                            sentence: string;
                        };
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        practice: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            phone: string;
                        };
                        reference: string;
                        refundDuePence: number | null;
                        refundedPence: number;
                        releasedPence: number;
                        /** Format: date-time */
                        startTime: string;
                        state: {
                            label: string;
                            moved?: string;
                            reason?: string;
                            sentence: string;
                            /** @enum {string} */
                            state: "booked" | "confirmed" | "cancelled" | "attended" | "not_attended";
                        };
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "cancelled" | "completed";
                    };
                };
            };
            /** @description `manage_link_invalid`: no token, or one that is not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `manage_link_expired`: the link is older than its days. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    ManageController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled, with the refund the rule gives and its explanation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        explanation: string;
                        /** Format: uuid */
                        id: string;
                        message: string;
                        refundPence: number;
                        /** @enum {string} */
                        status: "cancelled";
                    };
                };
            };
            /** @description `bad_request`: a body that is not valid JSON; `validation`: text with a control character (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `manage_link_invalid`: no token, or one that is not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `already_cancelled`; `not_changeable` (not paid, started, or completed); `outcome_recorded`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `manage_link_expired`: the link is older than its days. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    ManageController_reschedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    slotId: string;
                };
            };
        };
        responses: {
            /** @description Moved: the new times. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        endTime: string;
                        /** Format: uuid */
                        id: string;
                        message: string;
                        /** Format: date-time */
                        startTime: string;
                    };
                };
            };
            /** @description `validation` (`fields.slotId`); `same_slot`, `other_practice`, `outside_horizon` (each in `fields.slotId`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `manage_link_invalid`: no token, or one that is not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `slot_taken`: the slot was just taken or is gone; `already_cancelled`; `not_changeable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `manage_link_expired`: the link is older than its days. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    MyAppointmentsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings, soonest first (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        endTime: string;
                        /** Format: uuid */
                        id: string;
                        manageToken: string;
                        patientName: string;
                        payment: {
                            label: string;
                            sentence: string;
                        };
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        practice: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        reference: string;
                        service: string;
                        /** Format: date-time */
                        startTime: string;
                        state: {
                            label: string;
                            moved?: string;
                            reason?: string;
                            sentence: string;
                            /** @enum {string} */
                            state: "booked" | "confirmed" | "cancelled" | "attended" | "not_attended";
                        };
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "cancelled" | "completed";
                    }[];
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    MyAppointmentsController_past: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings, latest first (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        endTime: string;
                        /** Format: uuid */
                        id: string;
                        manageToken: string;
                        patientName: string;
                        payment: {
                            label: string;
                            sentence: string;
                        };
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        practice: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        reference: string;
                        service: string;
                        /** Format: date-time */
                        startTime: string;
                        state: {
                            label: string;
                            moved?: string;
                            reason?: string;
                            sentence: string;
                            /** @enum {string} */
                            state: "booked" | "confirmed" | "cancelled" | "attended" | "not_attended";
                        };
                        /** @enum {string} */
                        status: "pending" | "confirmed" | "cancelled" | "completed";
                    }[];
                };
            };
            /** @description `unauthorized`: not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    PostcodesController_suggest: {
        parameters: {
            query: {
                prefix: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestions, in display form (empty when none match); a browser may keep it 5 minutes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        suggestions: string[];
                    };
                };
            };
            /** @description `prefix_invalid` (cannot begin a postcode), `validation` (missing or over 10 characters). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    PublicPracticesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The practice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            city: string;
                            line1: string;
                            line2: string | null;
                            postcode: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        openingHours: {
                            [key: string]: {
                                close: string;
                                isClosed: boolean;
                                open: string;
                            };
                        };
                        phone: string;
                        services: string[];
                        /** Format: date-time */
                        updatedAt: string;
                        website: string | null;
                    };
                };
            };
            /** @description `validation`: `id` is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`: no such practice, or it is archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    PublicPracticesController_next: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slot and its London date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        slot: {
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            startTime: string;
                        };
                    };
                };
            };
            /** @description `validation`: `id` is not a UUID, or `days` is not 1 to 14. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`: no such practice, or it is archived. `no_availability`: no bookable slot within `days`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    PublicPracticesController_slots: {
        parameters: {
            query: {
                date: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date and its bookable slots (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        slots: {
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            startTime: string;
                        }[];
                    };
                };
            };
            /** @description `validation`: `id` or `date` malformed, a past date, or one outside the window. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`: no such practice, or it is archived. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_day: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's bookings and the upcoming ones, by start time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date */
                        date: string;
                        practice: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        today: {
                            bookedFor: {
                                name: string;
                                under16: boolean;
                            } | null;
                            canCancel: boolean;
                            /** @enum {string|null} */
                            cancelledBy: "patient" | "admin" | "system" | "practice" | null;
                            canConfirm: boolean;
                            canRecordAttendance: boolean;
                            /** Format: date-time */
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            issue: string;
                            operative: string | null;
                            /** @enum {string|null} */
                            outcome: "attended" | "no_show" | "cancelled_by_practice" | null;
                            patient: {
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                            reference: string;
                            service: string;
                            /** Format: date-time */
                            startTime: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed";
                        }[];
                        upcoming: {
                            bookedFor: {
                                name: string;
                                under16: boolean;
                            } | null;
                            canCancel: boolean;
                            /** @enum {string|null} */
                            cancelledBy: "patient" | "admin" | "system" | "practice" | null;
                            canConfirm: boolean;
                            canRecordAttendance: boolean;
                            /** Format: date-time */
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            issue: string;
                            operative: string | null;
                            /** @enum {string|null} */
                            outcome: "attended" | "no_show" | "cancelled_by_practice" | null;
                            patient: {
                                name: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                            reference: string;
                            service: string;
                            /** Format: date-time */
                            startTime: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed";
                        }[];
                    };
                };
            };
            /** @description `validation`: the practice or appointment id is malformed (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                        /** @enum {string} */
                        status: "confirmed";
                    };
                };
            };
            /** @description `validation`: the practice or appointment id is malformed (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found` (also another practice's booking). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `already_confirmed`, or `not_confirmable` (not pending, or its payment is not authorised). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_outcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "attended" | "no_show" | "cancelled_by_practice";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Recorded; `refundPence` is the refund a cancellation sends. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        message: string;
                        /** @enum {string} */
                        outcome: "attended" | "no_show" | "cancelled_by_practice";
                        refundPence: number;
                    };
                };
            };
            /** @description `validation`: a malformed id, an unknown outcome, or no reason for a cancellation (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found` (also another practice's booking). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `outcome_recorded` (once only), `not_confirmed`, `not_started` (attended or no-show before the start), `already_cancelled` or `not_changeable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_timeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking and its story, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appointment: {
                            amountPence: number;
                            booked: boolean;
                            bookedFor: {
                                name: string;
                                under16: boolean;
                            } | null;
                            /** @enum {string} */
                            bookingState: "booked" | "payment-failed" | "payment-returned" | "not-paid";
                            cancellationReason: string | null;
                            /** Format: date-time */
                            cancelledAt: string | null;
                            /** @enum {string|null} */
                            cancelledBy: "patient" | "admin" | "system" | "practice" | null;
                            captureAtRisk: boolean;
                            capturedPence: number;
                            /** Format: date-time */
                            confirmedAt: string | null;
                            consent: {
                                /** Format: date-time */
                                acceptedAt: string;
                                guardianConfirmed: boolean;
                                over16Confirmed: boolean;
                                termsVersion: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            emailError: string | null;
                            /** @enum {string} */
                            emailStatus: "pending" | "queued" | "sent" | "failed";
                            /** Format: date-time */
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            issue: string;
                            patient: {
                                email: string;
                                name: string;
                                phone: string;
                            };
                            payment: {
                                label: string;
                                sentence: string;
                            };
                            paymentError: string | null;
                            /** @enum {string} */
                            paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                            practice: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            reference: string;
                            refundDuePence: number | null;
                            refundedPence: number;
                            releasedPence: number;
                            service: string;
                            /** @enum {string|null} */
                            smsStatus: "sent" | "delivered" | "failed" | "opted-out" | null;
                            /** Format: date-time */
                            startTime: string;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "completed";
                        };
                        entries: {
                            actor: string;
                            /** Format: date-time */
                            at: string;
                            /** Format: date-time */
                            atLondon: string;
                            label: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description `validation`: the practice or appointment id is malformed (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `appointment_not_found` (also another practice's booking). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_availabilityDay: {
        parameters: {
            query: {
                date: string;
                operativeId: string;
            };
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every slot of the day, available or not; `locked` when a patient has it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date */
                        date: string;
                        /** Format: uuid */
                        operativeId: string;
                        /** Format: uuid */
                        practiceId: string;
                        slots: {
                            available: boolean;
                            /** Format: date-time */
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            locked: boolean;
                            /** Format: date-time */
                            startTime: string;
                            /** @enum {string} */
                            status: "open" | "held" | "booked" | "blocked";
                        }[];
                    };
                };
            };
            /** @description `validation`: no operative or date, a malformed one, or a date outside the window a year back to two years ahead (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found` or `operative_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_saveAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    endHour?: number;
                    operativeId: string;
                    recurring?: {
                        days: number;
                        weekdays: number[];
                    };
                    slotMinutes?: number;
                    slots?: {
                        available: boolean;
                        /** Format: date-time */
                        startTime: string;
                    }[];
                    startHour?: number;
                };
            };
        };
        responses: {
            /** @description What changed, and the day as the editor now shows it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: number;
                        created: number;
                        day: {
                            /** Format: date */
                            date: string;
                            /** Format: uuid */
                            operativeId: string;
                            /** Format: uuid */
                            practiceId: string;
                            slots: {
                                available: boolean;
                                /** Format: date-time */
                                endTime: string;
                                /** Format: uuid */
                                id: string;
                                locked: boolean;
                                /** Format: date-time */
                                startTime: string;
                                /** @enum {string} */
                                status: "open" | "held" | "booked" | "blocked";
                            }[];
                        };
                        message: string;
                        opened: number;
                    };
                };
            };
            /** @description `validation` (a plan the rules refuse, a past date, a date outside the window; `fields` names it), or `slot_missing` (no slot at a chosen time). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found` or `operative_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `slot_locked`: a patient holds or booked a chosen slot; nothing was saved. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                    endHour: number;
                    recurring?: {
                        days: number;
                        weekdays: number[];
                    };
                    slotMinutes: number;
                    startHour: number;
                };
            };
        };
        responses: {
            /** @description The plan's day count, total and the slots of its first date (nothing is saved). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date */
                        date: string;
                        days: number;
                        slots: {
                            /** @enum {boolean} */
                            available: true;
                            /** Format: date-time */
                            endTime: string;
                            /** Format: date-time */
                            startTime: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description `validation`: a plan the rules refuse (past date, hours, slot length, repeat) or a date outside the window (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_feedStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On or off, and since when. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        /** Format: date-time */
                        createdAt: string | null;
                    };
                };
            };
            /** @description `validation`: the practice id is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_rotateFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret URL, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        active: true;
                        /** Format: date-time */
                        createdAt: string;
                        message: string;
                        url: string;
                    };
                };
            };
            /** @description `validation`: the practice id is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_revokeFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        active: false;
                        /** @enum {string|null} */
                        createdAt: null;
                        message: string;
                    };
                };
            };
            /** @description `validation`: the practice id is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_listClosures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closures ending today or later, by start. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: {
                            appointment: {
                                /** Format: uuid */
                                id: string;
                                patientName: string;
                                /** @enum {string} */
                                paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed";
                            } | null;
                            /** @enum {string} */
                            kind: "booking" | "hold";
                            /** Format: uuid */
                            slotId: string;
                            /** Format: date-time */
                            startTime: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date */
                        endsOn: string;
                        /** Format: uuid */
                        id: string;
                        note: string | null;
                        operative: {
                            displayName: string;
                            /** Format: uuid */
                            id: string;
                        } | null;
                        practice: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        reason: "holiday" | "training" | "emergency" | "bank_holiday" | "other";
                        /** Format: date */
                        startsOn: string;
                    }[];
                };
            };
            /** @description `validation`: the practice id is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_createClosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endsOn: string;
                    note?: string | null;
                    /** Format: uuid */
                    operativeId?: string | null;
                    /** @enum {string} */
                    reason: "holiday" | "training" | "emergency" | "bank_holiday" | "other";
                    startsOn: string;
                };
            };
        };
        responses: {
            /** @description The closure, how many slots it blocked, and the bookings and holds inside it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: {
                            appointment: {
                                /** Format: uuid */
                                id: string;
                                patientName: string;
                                /** @enum {string} */
                                paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed";
                            } | null;
                            /** @enum {string} */
                            kind: "booking" | "hold";
                            /** Format: uuid */
                            slotId: string;
                            /** Format: date-time */
                            startTime: string;
                        }[];
                        blocked: number;
                        closure: {
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date */
                            endsOn: string;
                            /** Format: uuid */
                            id: string;
                            note: string | null;
                            operative: {
                                displayName: string;
                                /** Format: uuid */
                                id: string;
                            } | null;
                            practice: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            reason: "holiday" | "training" | "emergency" | "bank_holiday" | "other";
                            /** Format: date */
                            startsOn: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `validation`: dates missing, in the past, in the wrong order, too long a range or outside the window; an unknown reason (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found` or `operative_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `closure_exists`: the same closure exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_removeClosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            /** @description `validation`: a malformed id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `closure_not_found` (also another practice's). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_bankHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    region: "england-and-wales" | "scotland";
                };
            };
        };
        responses: {
            /** @description How many closures were added and slots blocked, and the bookings and holds inside them. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: {
                            appointment: {
                                /** Format: uuid */
                                id: string;
                                patientName: string;
                                /** @enum {string} */
                                paymentStatus: "pending" | "authorized" | "processing" | "completed" | "failed" | "refunded" | "part_captured" | "released" | "lapsed";
                                reference: string;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "completed";
                            } | null;
                            /** @enum {string} */
                            kind: "booking" | "hold";
                            /** Format: uuid */
                            slotId: string;
                            /** Format: date-time */
                            startTime: string;
                        }[];
                        blocked: number;
                        created: number;
                        message: string;
                    };
                };
            };
            /** @description `validation`: an unknown region. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_operatives: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its operatives by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        displayName: string;
                        email: string | null;
                        /** Format: uuid */
                        id: string;
                    }[];
                };
            };
            /** @description `validation`: the practice id is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffController_addOperative: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                practiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string;
                    email?: string | "" | (string | null);
                };
            };
        };
        responses: {
            /** @description The operative added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string;
                        email: string | null;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description `validation`: no name, or a malformed e-mail (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unauthorized`: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link). `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `practice_not_found` (missing or archived). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    SearchController_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    issue?: string;
                    location?: {
                        lat: number;
                        lng: number;
                    };
                    name: string;
                    phone: string;
                    /** @default  */
                    postcode?: string;
                    /** @default 20 */
                    radiusKm?: number;
                    /** @description The emergency signs the patient has: `[]` for none of these. Any code is refused with 422 `emergency_care`; absent is a 400. */
                    redFlags: ("breathing_or_swallowing" | "eye_swelling" | "uncontrolled_bleeding" | "face_or_jaw_injury" | "head_injury")[];
                    robotToken?: string;
                    /** Format: uuid */
                    studioId?: string;
                    /** @enum {string} */
                    urgentIssue?: "knocked_out_tooth";
                };
            };
        };
        responses: {
            /** @description The answer; `message` when nothing is found within the radius; `screening`, the proof POST /api/holds requires for this patient. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alternatives: {
                            nextAvailable: {
                                date: string;
                                slot: {
                                    endTime: string;
                                    /** Format: uuid */
                                    id: string;
                                    startTime: string;
                                };
                            } | null;
                            practice: {
                                address: {
                                    city: string;
                                    line1: string;
                                    line2: string | null;
                                    postcode: string;
                                };
                                distanceKm: number | null;
                                email: string;
                                /** Format: uuid */
                                id: string;
                                latitude: number | null;
                                longitude: number | null;
                                name: string;
                                openingHours: {
                                    [key: string]: {
                                        close: string;
                                        isClosed: boolean;
                                        open: string;
                                    };
                                };
                                phone: string;
                                services: string[];
                                website: string | null;
                            };
                        }[];
                        approximate: boolean;
                        date: string | null;
                        location: {
                            lat: number;
                            lng: number;
                        };
                        message?: string;
                        /** @enum {string|null} */
                        nation: "england" | "scotland" | "wales" | null;
                        nearestPractice: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            distanceKm: number | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            openingHours: {
                                [key: string]: {
                                    close: string;
                                    isClosed: boolean;
                                    open: string;
                                };
                            };
                            phone: string;
                            services: string[];
                            website: string | null;
                        } | null;
                        radiusKm: number;
                        /** @description Proof that this patient answered "none of these" to the emergency signs: send it as `screening` to POST /api/holds. Opaque; it expires. */
                        screening: string;
                        slots: {
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            startTime: string;
                        }[];
                        sortedPractices: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            distanceKm: number | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            openingHours: {
                                [key: string]: {
                                    close: string;
                                    isClosed: boolean;
                                    open: string;
                                };
                            };
                            phone: string;
                            services: string[];
                            website: string | null;
                        }[];
                    };
                };
            };
            /** @description A field to fix, with the spec's texts: `validation` (`fields` names them; `fields.redFlags` when it is missing: send `[]` for none of the signs), `postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb`, `postcode_unknown` (a postcode known nowhere), `robot_check_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `emergency_care`: `redFlags` names an emergency sign (checked first: nothing searched or stored, and no screening proof made). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `search_unavailable`, or `unavailable` when the site cannot be read. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    SimulatedPaymentsController_authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    /** @enum {string} */
                    result: "complete" | "fail";
                };
            };
        };
        responses: {
            /** @description The intent: `error` when the check failed; an intent not waiting for the challenge answers as it stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: {
                            code: string;
                            message: string;
                        };
                        nextAction?: {
                            /** @enum {string} */
                            type: "three_d_secure_challenge";
                        };
                        paymentIntentId: string;
                        /** @enum {string} */
                        status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled";
                    };
                };
            };
            /** @description `validation` (`fields.clientSecret`, `fields.result`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `not_found`: Stripe is configured; `payment_not_found`: no such payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    SimulatedPaymentsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardNumber: string;
                    clientSecret: string;
                    cvc?: string;
                    expiry?: string;
                };
            };
        };
        responses: {
            /** @description The intent: `error` when the card was refused, `nextAction` when a 3-D Secure card waits for the challenge; a paid or canceled intent answers as it stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error?: {
                            code: string;
                            message: string;
                        };
                        nextAction?: {
                            /** @enum {string} */
                            type: "three_d_secure_challenge";
                        };
                        paymentIntentId: string;
                        /** @enum {string} */
                        status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "requires_capture" | "processing" | "succeeded" | "canceled";
                    };
                };
            };
            /** @description `validation` (`fields.clientSecret`, `fields.cardNumber`, `fields.expiry`, `fields.cvc`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `not_found`: Stripe is configured; `payment_not_found`: no such payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    SiteController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings as this visitor sees them (whether their gate cookie is good); Cache-Control: no-store. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingFeePence: number;
                        gatePassed: boolean;
                        googleMapsBrowserKey?: string;
                        isProtected: boolean;
                        mapTileUrl?: string;
                        /** @enum {string} */
                        paymentProvider: "stripe" | "simulated";
                        robotCheck?: {
                            /** @enum {string} */
                            provider: "recaptcha" | "turnstile";
                            siteKey: string;
                        };
                        stripePublishableKey?: string;
                        /** @enum {boolean} */
                        testCards?: true;
                        welshPages: boolean;
                    };
                };
            };
            /** @description `unavailable`: the settings cannot be read (never answered as "unprotected"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    SiteController_gate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is right: the signed gate cookie is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `bad_request`: a body that is not valid JSON; `validation`: text with a control character (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `wrong_password` (also for a missing or non-text password). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffPublicController_peopleHelped: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count and its text (Cache-Control: public, max-age=60; Vary: Accept-Language). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        text: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    StaffPublicController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Their practices (none for a user who is not staff). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        practices: {
                            archived: boolean;
                            city: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: signed out. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    VitalsController_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    metrics: {
                        /** @enum {string} */
                        name: "LCP" | "INP" | "CLS";
                        value: number;
                    }[];
                    page: string;
                };
            };
        };
        responses: {
            /** @description Counted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation`: the page path, a metric name or value (`fields` names it). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    WaitlistController_join: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consent: unknown;
                    email: unknown;
                    /** @default  */
                    issue?: string;
                    name: string;
                    phone: string;
                    postcode: string;
                    /** @default 20 */
                    radiusKm?: number;
                    robotToken?: string;
                };
            };
        };
        responses: {
            /** @description The same sentence whether or not the address is on the list: check your e-mail. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description `validation` (`fields` names it), `invalid_email`, `consent_required`, `postcode_required`, `postcode_invalid`, `northern_ireland`, `outside_gb`, `postcode_unknown`, `robot_token_missing`, `robot_check_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `gate_required`: the site is protected and its password was not given (POST /api/site/gate). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: past the joins one sender network may make in an hour, with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    WaitlistController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The live place, and the token of its leave link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expiresAt: string;
                        leaveToken: string;
                        message: string;
                        postcode: string;
                        radiusKm: number;
                    };
                };
            };
            /** @description `validation`: no `token`, or over 200 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `waitlist_link_invalid`: the token is not one of ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `waitlist_already_confirmed`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `waitlist_link_expired`: the link ran out or a newer one was sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    WaitlistController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Left, or was not on the list (a different sentence). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description `validation`: no `token`, or over 200 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `waitlist_link_invalid`: the token is not one of ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    WaitlistController_claim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The emergency signs the patient has: `[]` for none of these. Any code is refused with 422 `emergency_care`; absent is a 400. */
                    redFlags: ("breathing_or_swallowing" | "eye_swelling" | "uncontrolled_bleeding" | "face_or_jaw_injury" | "head_injury")[];
                    token: string;
                };
            };
        };
        responses: {
            /** @description The hold, and what the booking pages show. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        hold: {
                            /** Format: date-time */
                            expiresAt: string;
                            /** Format: uuid */
                            holdId: string;
                            holdToken: string;
                        };
                        patient: {
                            issue: string;
                            name: string;
                            phone: string;
                            postcode: string;
                        };
                        practice: {
                            address: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                postcode: string;
                            };
                            distanceKm: number | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            openingHours: {
                                [key: string]: {
                                    close: string;
                                    isClosed: boolean;
                                    open: string;
                                };
                            };
                            phone: string;
                            services: string[];
                            website: string | null;
                        };
                        slot: {
                            endTime: string;
                            /** Format: uuid */
                            id: string;
                            startTime: string;
                        };
                    };
                };
            };
            /** @description `validation`: no `token`, or over 200 characters. `validation` with `fields.redFlags`: it is missing, or not a list of the signs' codes; nothing claimed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `waitlist_link_invalid`: the token is not one of ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `slot_not_found`: the booking's hold found the slot gone. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `offer_gone`: opened already, or the slot went to someone else. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `offer_expired`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `payload_too_large`: a body over 100 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unsupported_media_type`: a body that is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `emergency_care`: `redFlags` names an emergency sign (checked first: nothing claimed, the offer stays open). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `too_many_holds`: the booking's hold allowance for the patient's phone. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description `unavailable`: the database or the session store cannot answer now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code?: string;
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            database: "up" | "down";
                            /** @enum {string} */
                            redis: "up" | "down";
                        };
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description `not_ready`: the message names what is down, and `checks` says which. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            /** @enum {string} */
                            database: "up" | "down";
                            /** @enum {string} */
                            redis: "up" | "down";
                        };
                        /** @enum {string} */
                        code: "not_ready";
                        message: string;
                    };
                };
            };
        };
    };
}
