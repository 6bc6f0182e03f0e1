// Where new claims are broadcast (DESIGN.md §6). No imports: the browser's lazily loaded realtime
// client uses these names and must stay small.

/** Public channel and event under which new claims are broadcast. */
export const CLAIMS_CHANNEL = 'claims'
/** Laravel's broadcast name; Echo's `.listen('ClaimCreated')` with namespace App.Events formats to this. */
export const CLAIM_CREATED_EVENT = 'App\\Events\\ClaimCreated'
