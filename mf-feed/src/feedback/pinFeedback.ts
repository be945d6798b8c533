// A pin's feedback calls load the first time a person hides, reports or takes either back, not
// with the feed's first screen: they weigh on the area's budget, and most visits use none.

export const pinFeedback = () => import(/* webpackChunkName: "pin-feedback" */ './pinFeedbackCalls');
