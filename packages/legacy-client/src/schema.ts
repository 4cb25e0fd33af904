// Generated from docs/openapi.json by `npm run openapi`; do not edit.
/* eslint-disable */

export interface paths {
  "/api/admin/category": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List categories */
    get: operations["getAdminCategory"];
    put?: never;
    /** Create a category */
    post: operations["postAdminCategory"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/category/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a category */
    get: operations["getAdminCategoryId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/category/{id}/del": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Delete a category */
    get: operations["getAdminCategoryIdDel"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/category/edit/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rename a category or change its level */
    post: operations["postAdminCategoryEditId"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Comments to moderate (status=reported|hidden|all, question, page): reported and hidden first */
    get: operations["getAdminComments"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/comments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a comment and its replies */
    delete: operations["deleteAdminCommentsId"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/comments/{id}/hide": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hide a comment */
    post: operations["postAdminCommentsIdHide"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/comments/{id}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Show a hidden comment again */
    post: operations["postAdminCommentsIdRestore"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/content-map": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The MLA content map with question counts */
    get: operations["getAdminContentMap"];
    put?: never;
    /** A new version of the MLA content map from a CSV (multipart: `file`, optional `dry_run`) */
    post: operations["postAdminContentMap"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/content-map/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rename an entry of the MLA content map */
    post: operations["postAdminContentMapId"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export questions as a file: Moodle XML, or CSV (a zip with the pictures when there are any) */
    get: operations["getAdminExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/host": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Host a picture (multipart) */
    post: operations["postAdminHost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import a question file (multipart: `file`, optional `format`, `category`, `dry_run`, `skip_invalid`, `background`); a file over 5 MB, or any with `background=true`, answers `{job}` and imports as a job */
    post: operations["postAdminImport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/import/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import job's progress (`done` of `total` questions) and, once finished, its counts or problems */
    get: operations["getAdminImportId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/question": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List questions with their quality figures */
    get: operations["getAdminQuestion"];
    put?: never;
    /** Create a question (multipart: `data` JSON and an optional image) */
    post: operations["postAdminQuestion"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/question/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a question */
    get: operations["getAdminQuestionId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/question/{id}/del": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Delete a question */
    get: operations["getAdminQuestionIdDel"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/question/edit/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Edit a question (multipart: `data` JSON and an optional image) */
    post: operations["postAdminQuestionEditId"];
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
    /** The app's settings (the pass mark) */
    get: operations["getAdminSettings"];
    put?: never;
    /** Change the app's settings (the pass mark) */
    post: operations["postAdminSettings"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users */
    get: operations["getAdminUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/user/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change a user's level */
    post: operations["postAdminUserId"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/user/{id}/extra-time": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grant a user extra time (a whole percentage, 0 ends the grant) */
    post: operations["postAdminUserIdExtraTime"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}/mute": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mute a learner's comments for 7 days, 30 days or for good (days: 7|30|forever), with a reason */
    post: operations["postAdminUsersIdMute"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Navigation guard: 200 when the page may be opened */
    post: operations["postAuth"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/change": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link */
    post: operations["postAuthChange"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirm an email address (the link in the confirmation mail) */
    get: operations["getAuthConfirm"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/facebook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign in with facebook: opened by browser navigation */
    get: operations["getAuthFacebook"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/facebook/callback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where facebook sends the browser back after sign-in */
    get: operations["getAuthFacebookCallback"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/getuserdata": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user ({level: 0} when nobody is) */
    get: operations["getAuthGetuserdata"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/google": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign in with google: opened by browser navigation */
    get: operations["getAuthGoogle"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/google/callback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where google sends the browser back after sign-in */
    get: operations["getAuthGoogleCallback"];
    put?: never;
    post?: never;
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
    /** Log in */
    post: operations["postAuthLogin"];
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
    /** Log out */
    get: operations["getAuthLogout"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link */
    post: operations["postAuthReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/signup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up */
    post: operations["postAuthSignup"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/comments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit one's own comment */
    put: operations["putCommentsId"];
    post?: never;
    /** Delete one's own comment */
    delete: operations["deleteCommentsId"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/comments/{id}/report": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a comment with a reason */
    post: operations["postCommentsIdReport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/comments/{id}/vote": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a comment Helpful, or take the vote back (helpful: false) */
    post: operations["postCommentsIdVote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/media/hosted/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The hosted image, privately cacheable with an ETag */
    get: operations["getMediaHostedId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/media/question/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The question image, privately cacheable with an ETag */
    get: operations["getMediaQuestionId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/media/ticket/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ticket image, privately cacheable with an ETag */
    get: operations["getMediaTicketId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plan to the exam date: days left, the daily target, today's and this week's answers, on track */
    get: operations["getPlan"];
    /** Set the exam date (YYYY-MM-DD, from today to two years on) */
    put: operations["putPlan"];
    post?: never;
    /** Remove the exam date and its plan */
    delete: operations["deletePlan"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/plan/result": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the exam's result once its date has come (passed, failed, not_taken) */
    post: operations["postPlanResult"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/plan/today": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start today's session: due reviews, then the three weakest MLA areas, then unseen questions */
    post: operations["postPlanToday"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/areas": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The MLA areas with the learner's coverage */
    get: operations["getQbankAreas"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Categories open to the learner */
    get: operations["getQbankCategories"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/category": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A category with its questions and right and wrong counts */
    post: operations["postQbankCategory"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/dolater/add": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a question to do later */
    post: operations["postQbankDolaterAdd"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/dolater/remove": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unmark a question */
    post: operations["postQbankDolaterRemove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/end": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End a run (a timed one before its deadline) and read its results with every question revealed */
    post: operations["postQbankEnd"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/new": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The next page of questions of a run */
    post: operations["postQbankNew"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/pace": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Seconds per question of each ended mock, oldest first */
    get: operations["getQbankPace"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reset the bank */
    get: operations["getQbankReset"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/shown": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A question of an open mock came on screen (its time counts from here) */
    post: operations["postQbankShown"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/start": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a practice run; the answer carries the run id */
    post: operations["postQbankStart"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/start/custom": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a custom session: count (10-180) questions from categories and/or MLA areas, from the chosen pools, tutor or timed (72 s a question); fewer when fewer match, length says so */
    post: operations["postQbankStartCustom"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/start/custom/matches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** How many questions a custom session's choice matches, before starting it */
    post: operations["postQbankStartCustomMatches"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/start/mastery-mock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a timed Master Mock (spends one attempt) */
    post: operations["postQbankStartMasteryMock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/start/mock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a timed mock exam (deadline kept by the server) */
    post: operations["postQbankStartMock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/submit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a question of a run */
    post: operations["postQbankSubmit"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/qbank/values": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lab reference values */
    get: operations["getQbankValues"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/question/{id}/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A question's discussion (sort=new|helpful), once the learner has answered it */
    get: operations["getQuestionIdComments"];
    put?: never;
    /** Comment on a question, or reply to a comment (parent), once answered */
    post: operations["postQuestionIdComments"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stats per category */
    get: operations["getStatsCategories"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/category/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One category's stats */
    get: operations["getStatsCategoryId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/day": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Answers per day */
    get: operations["getStatsDay"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/percentile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the learner stands among learners active in the last 30 days, overall and per MLA area */
    get: operations["getStatsPercentile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/questions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Right, wrong and tried questions */
    get: operations["getStatsQuestions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/readiness": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The estimated score in a full mock today, with its range and the pass mark */
    get: operations["getStatsReadiness"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/tickets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tickets by status */
    get: operations["getStatsTickets"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/track": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count a visit */
    get: operations["getStatsTrack"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users by level */
    get: operations["getStatsUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/visitors/day": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Visitors per day */
    get: operations["getStatsVisitorsDay"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/visitors/week": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Visitors per week */
    get: operations["getStatsVisitorsWeek"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stats/week": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Answers per week */
    get: operations["getStatsWeek"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stripe/webhook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe events (signed by Stripe; no session or XSRF token) */
    post: operations["postStripeWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a ticket (multipart, optional attachment) */
    post: operations["postSupport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a ticket */
    get: operations["getSupportId"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/admin": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every ticket (admins), a page at a time (page, size) */
    get: operations["getSupportAdmin"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/answer/new": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a ticket */
    post: operations["postSupportAnswerNew"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/change": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close a ticket */
    post: operations["postSupportChange"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/support/user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner's tickets, a page at a time (page, size) */
    get: operations["getSupportUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner and their plan */
    get: operations["getUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/adjustment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner's extra time and reading profile */
    get: operations["getUserAdjustment"];
    put?: never;
    /** Set the learner's extra time and reading profile */
    post: operations["postUserAdjustment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/review/due": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Today's review cards, one per question, oldest due first */
    get: operations["getUserReviewDue"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/review/grade": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grade a review card (1 Again, 2 Hard, 3 Good, 4 Easy), with its question's other due cards; answers its next due date */
    post: operations["postUserReviewGrade"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/review/summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many cards are due today and the streak of days reviewed */
    get: operations["getUserReviewSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/revision-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of revision keys */
    get: operations["getUserRevisionKeys"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/revision-keys/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a revision key */
    get: operations["getUserRevisionKeysId"];
    put?: never;
    post?: never;
    /** Delete a revision key */
    delete: operations["deleteUserRevisionKeysId"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/revision-keys/save": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save a revision key */
    post: operations["postUserRevisionKeysSave"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/revision-keys/sorted-ids": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every revision key id, in list order */
    get: operations["getUserRevisionKeysSortedIds"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/cancle": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stop the plan at the end of its period */
    get: operations["getUserStripeCancle"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/delete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cancel the plan now */
    get: operations["getUserStripeDelete"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/mastery-mock/price": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Master Mock attempt prices */
    get: operations["getUserStripeMasteryMockPrice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/mastery-mock/purchase": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A checkout session for Master Mock attempts */
    post: operations["postUserStripeMasteryMockPurchase"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/new": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A checkout session for a plan */
    post: operations["postUserStripeNew"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/price": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Plans and their prices */
    get: operations["getUserStripePrice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/skip": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** End the free trial now */
    get: operations["getUserStripeSkip"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/start": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Undo a stop */
    get: operations["getUserStripeStart"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripe/update": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A billing-portal session */
    post: operations["postUserStripeUpdate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/stripeuser": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The learner and their plan */
    get: operations["getUserStripeuser"];
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
  schemas: {
    ErrorItem: {
      object: string;
      message: string;
    };
    ErrorEnvelope: {
      message: components["schemas"]["ErrorItem"][];
    };
  };
  responses: {
    /** @description Validation failure: one item per field, with the field's name in `object`. */
    Error400: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description No session. */
    Error401: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description Not allowed, or the XSRF check failed (nothing was changed). */
    Error403: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description Unknown id. */
    Error404: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description The request conflicts with the current state (for example an open timed run). */
    Error409: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description The body or the uploaded file is too large. */
    Error413: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description The body's encoding or charset is not supported. */
    Error415: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description Too many attempts (log in, reset): the message says when to retry. */
    Error429: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description Something went wrong: logged server-side with the request id, no detail given. */
    Error500: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
    /** @description The database is briefly away (restarting or unreachable): nothing was changed; try again after `Retry-After` seconds. */
    Error503: {
      headers: {
        "Retry-After": number;
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorEnvelope"];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAdminCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              level: number;
              rank: number;
              question_count: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              level: number;
              rank: number;
              question_count: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminCategoryId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              level: number;
              rank: number;
              questions: {
                _id: string;
                question_text: string;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminCategoryIdDel: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              /** @constant */
              deleted: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminCategoryEditId: {
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
          name: string;
          level: number;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              level: number;
              rank: number;
              question_count: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminComments: {
    parameters: {
      query?: {
        status?: "reported" | "hidden" | "all";
        question?: string | "";
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              question: {
                _id: string;
                text: string;
              };
              parent: string | null;
              author: {
                _id: string;
                name: string;
                email: string;
              };
              text: string;
              created_at: string;
              edited: boolean;
              deleted: boolean;
              hidden: boolean;
              reports: number;
              reasons: string[];
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  deleteAdminCommentsId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              /** @constant */
              deleted: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminCommentsIdHide: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              hidden: boolean;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminCommentsIdRestore: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              hidden: boolean;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminContentMap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              version: number;
              entries: {
                _id: string;
                /** @enum {string} */
                kind: "clinical area" | "professional knowledge" | "presentation" | "condition";
                name: string;
                areas: string[];
                questions: number;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminContentMap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          dry_run?: boolean | ("true" | "false");
          /**
           * Format: binary
           * @description CSV with the header `kind,name,areas` (areas separated by `;`), at most 5 MB.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              version: number;
              added: number;
              retired: number;
              relinked: number;
              unchanged: number;
              entries: {
                added: {
                  /** @enum {string} */
                  kind: "clinical area" | "professional knowledge" | "presentation" | "condition";
                  name: string;
                }[];
                retired: {
                  /** @enum {string} */
                  kind: "clinical area" | "professional knowledge" | "presentation" | "condition";
                  name: string;
                }[];
                relinked: {
                  /** @enum {string} */
                  kind: "clinical area" | "professional knowledge" | "presentation" | "condition";
                  name: string;
                }[];
              };
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminContentMapId: {
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
          name: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              version: number;
              entries: {
                _id: string;
                /** @enum {string} */
                kind: "clinical area" | "professional knowledge" | "presentation" | "condition";
                name: string;
                areas: string[];
                questions: number;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminExport: {
    parameters: {
      query: {
        format: "moodle-xml" | "csv";
        /** @description A category's id; without it, the whole bank. */
        category?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, as an attachment (`Content-Disposition` names it). */
      200: {
        headers: {
          "Content-Disposition"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/xml": string;
          "text/csv": string;
          "application/zip": string;
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      500: components["responses"]["Error500"];
    };
  };
  postAdminHost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description At most one PNG, JPEG, GIF or WebP image of at most 5 MB and 8000 pixels a side.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              url: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /** @enum {string} */
          format?: "moodle-xml" | "gift" | "aiken" | "csv";
          /** Format: uuid */
          category?: string;
          dry_run?: boolean | ("true" | "false");
          skip_invalid?: boolean | ("true" | "false");
          background?: boolean | ("true" | "false");
          /**
           * Format: binary
           * @description Moodle XML (.xml), GIFT (.gift, .txt), Aiken (.aiken, .txt), CSV (.csv) or a zip of a CSV and the pictures it names; at most 250 MB.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message:
              | {
                  created: number;
                  updated: number;
                  unchanged: number;
                  skipped: {
                    item: string;
                    reason: string;
                  }[];
                  errors: {
                    object: string;
                    message: string;
                  }[];
                  warnings: {
                    item: string;
                    message: string;
                  }[];
                  new_categories: {
                    _id: string | null;
                    name: string;
                  }[];
                }
              | {
                  job: {
                    _id: string;
                    file_name: string;
                    dry_run: boolean;
                    /** @enum {string} */
                    status: "queued" | "running" | "done" | "refused" | "failed";
                    /** @enum {string} */
                    phase: "waiting" | "reading" | "writing" | "finished";
                    done: number;
                    total: number;
                    result: {
                      created: number;
                      updated: number;
                      unchanged: number;
                      skipped: {
                        item: string;
                        reason: string;
                      }[];
                      errors: {
                        object: string;
                        message: string;
                      }[];
                      warnings: {
                        item: string;
                        message: string;
                      }[];
                      new_categories: {
                        _id: string | null;
                        name: string;
                      }[];
                    } | null;
                    problems: {
                      object: string;
                      message: string;
                    }[];
                    created_at: string;
                    finished_at: string | null;
                  };
                };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminImportId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              file_name: string;
              dry_run: boolean;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "refused" | "failed";
              /** @enum {string} */
              phase: "waiting" | "reading" | "writing" | "finished";
              done: number;
              total: number;
              result: {
                created: number;
                updated: number;
                unchanged: number;
                skipped: {
                  item: string;
                  reason: string;
                }[];
                errors: {
                  object: string;
                  message: string;
                }[];
                warnings: {
                  item: string;
                  message: string;
                }[];
                new_categories: {
                  _id: string | null;
                  name: string;
                }[];
              } | null;
              problems: {
                object: string;
                message: string;
              }[];
              created_at: string;
              finished_at: string | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminQuestion: {
    parameters: {
      query?: {
        q?: string;
        sort?: "newest" | "hardest" | "least_discriminating" | "most_reported" | "unpicked_distractor";
        area?: "" | "untagged" | string;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              text: string;
              category: {
                _id: string;
                name: string;
              };
              created_at: string;
              key_changed_at: string | null;
              areas: string[];
              quality: {
                answered: number;
                facility: number | null;
                discrimination: number | null;
                picks: number[];
                median_seconds: number | null;
                open_reports: number;
              };
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /** @description The fields, as JSON text. */
          data: string;
          /**
           * Format: binary
           * @description At most one PNG, JPEG, GIF or WebP image of at most 5 MB and 8000 pixels a side.
           */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              category: {
                _id: string;
                name: string;
              };
              name: string | null;
              text: string;
              option_1: string;
              option_2: string;
              option_3: string;
              option_4: string;
              option_5: string;
              solution: string;
              url: string | null;
              image_name: string | null;
              image_url: string | null;
              quality: {
                answered: number;
                facility: number | null;
                discrimination: number | null;
                picks: number[];
                median_seconds: number | null;
                open_reports: number;
              } | null;
              version: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminQuestionId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              category: {
                _id: string;
                name: string;
              };
              name: string | null;
              text: string;
              option_1: string;
              option_2: string;
              option_3: string;
              option_4: string;
              option_5: string;
              solution: string;
              url: string | null;
              image_name: string | null;
              image_url: string | null;
              quality: {
                answered: number;
                facility: number | null;
                discrimination: number | null;
                picks: number[];
                median_seconds: number | null;
                open_reports: number;
              } | null;
              version: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminQuestionIdDel: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              /** @enum {string} */
              outcome: "deleted" | "retired";
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminQuestionEditId: {
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
        "multipart/form-data": {
          /** @description The fields, as JSON text. */
          data: string;
          /**
           * Format: binary
           * @description At most one PNG, JPEG, GIF or WebP image of at most 5 MB and 8000 pixels a side.
           */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              category: {
                _id: string;
                name: string;
              };
              name: string | null;
              text: string;
              option_1: string;
              option_2: string;
              option_3: string;
              option_4: string;
              option_5: string;
              solution: string;
              url: string | null;
              image_name: string | null;
              image_url: string | null;
              quality: {
                answered: number;
                facility: number | null;
                discrimination: number | null;
                picks: number[];
                median_seconds: number | null;
                open_reports: number;
              } | null;
              version: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              pass_mark: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          pass_mark: number;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              pass_mark: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAdminUser: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              users: {
                _id: string;
                email: string;
                first_name: string;
                second_name: string;
                level: number;
                level_label: string;
                created_at: string;
                plan: {
                  _id: string;
                  name: string;
                  status: string;
                  level: number;
                  stopping: boolean;
                } | null;
              }[];
              total: number;
              page: number;
              page_size: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminUserId: {
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
          level: number;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              email: string;
              first_name: string;
              second_name: string;
              level: number;
              level_label: string;
              created_at: string;
              plan: {
                _id: string;
                name: string;
                status: string;
                level: number;
                stopping: boolean;
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminUserIdExtraTime: {
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
          percent: number;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              extra_time_percent: number;
              granted_percent: number | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAdminUsersIdMute: {
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
          days: "7" | "30" | "forever";
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              user: string;
              until: string | null;
              reason: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAuth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          to: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** @constant */
              ok: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAuthChange: {
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
          password_reset: string;
          password: string;
          confirm_password: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** @constant */
              ok: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAuthConfirm: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To `/login?confirmed_email=...` on success, `/login?message=...` with the reason otherwise. */
      303: {
        headers: {
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAuthFacebook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To facebook's sign-in page, or to `/login?message=...` when it is not configured. */
      302: {
        headers: {
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
    };
  };
  getAuthFacebookCallback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To `/user` once signed in, or to `/login?message=...` with the reason. */
      302: {
        headers: {
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
    };
  };
  getAuthGetuserdata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message:
              | {
                  _id: string;
                  email: string;
                  first_name: string;
                  second_name: string;
                  level: number;
                  subscription_stopped: boolean;
                  has_password: boolean;
                }
              | {
                  /** @constant */
                  level: 0;
                };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAuthGoogle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To google's sign-in page, or to `/login?message=...` when it is not configured. */
      302: {
        headers: {
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
    };
  };
  getAuthGoogleCallback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To `/user` once signed in, or to `/login?message=...` with the reason. */
      302: {
        headers: {
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
    };
  };
  postAuthLogin: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              email: string;
              first_name: string;
              second_name: string;
              level: number;
              subscription_stopped: boolean;
              has_password: boolean;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** @constant */
              ok: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAuthReset: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** @constant */
              ok: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postAuthSignup: {
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
          first_name: string;
          second_name: string;
          password: string;
          confirm_password: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              email: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  putCommentsId: {
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
          text: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              text: string;
              author: string;
              created_at: string;
              edited: boolean;
              deleted: boolean;
              votes: number;
              voted: boolean;
              mine: boolean;
              reported: boolean;
              replies: {
                _id: string;
                text: string;
                author: string;
                created_at: string;
                edited: boolean;
                deleted: boolean;
                votes: number;
                voted: boolean;
                mine: boolean;
                reported: boolean;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  deleteCommentsId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              /** @constant */
              deleted: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postCommentsIdReport: {
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
          reason: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              /** @constant */
              reported: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postCommentsIdVote: {
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
          helpful: boolean;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              votes: number;
              voted: boolean;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getMediaHostedId: {
    parameters: {
      query?: never;
      header?: {
        "If-None-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes, with their type. */
      200: {
        headers: {
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          "image/*": string;
        };
      };
      /** @description The ETag still matches. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getMediaQuestionId: {
    parameters: {
      query?: never;
      header?: {
        "If-None-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes, with their type. */
      200: {
        headers: {
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          "image/*": string;
        };
      };
      /** @description The ETag still matches. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getMediaTicketId: {
    parameters: {
      query?: never;
      header?: {
        "If-None-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes, with their type. */
      200: {
        headers: {
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          "image/*": string;
        };
      };
      /** @description The ETag still matches. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              exam_date: string | null;
              days_left: number | null;
              daily_target: number | null;
              today: {
                done: number;
                target: number | null;
              };
              week: {
                done: number;
                target: number | null;
              };
              on_track: boolean | null;
              rest_day: boolean;
              exam_passed: boolean;
              result: ("passed" | "failed" | "not_taken") | null;
              due_reviews: number;
              unseen: number;
              weakest_areas: {
                _id: string;
                name: string;
                right_pct: number;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  putPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          exam_date: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              exam_date: string | null;
              days_left: number | null;
              daily_target: number | null;
              today: {
                done: number;
                target: number | null;
              };
              week: {
                done: number;
                target: number | null;
              };
              on_track: boolean | null;
              rest_day: boolean;
              exam_passed: boolean;
              result: ("passed" | "failed" | "not_taken") | null;
              due_reviews: number;
              unseen: number;
              weakest_areas: {
                _id: string;
                name: string;
                right_pct: number;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  deletePlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              exam_date: string | null;
              days_left: number | null;
              daily_target: number | null;
              today: {
                done: number;
                target: number | null;
              };
              week: {
                done: number;
                target: number | null;
              };
              on_track: boolean | null;
              rest_day: boolean;
              exam_passed: boolean;
              result: ("passed" | "failed" | "not_taken") | null;
              due_reviews: number;
              unseen: number;
              weakest_areas: {
                _id: string;
                name: string;
                right_pct: number;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postPlanResult: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          result: "passed" | "failed" | "not_taken";
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              exam_date: string | null;
              days_left: number | null;
              daily_target: number | null;
              today: {
                done: number;
                target: number | null;
              };
              week: {
                done: number;
                target: number | null;
              };
              on_track: boolean | null;
              rest_day: boolean;
              exam_passed: boolean;
              result: ("passed" | "failed" | "not_taken") | null;
              due_reviews: number;
              unseen: number;
              weakest_areas: {
                _id: string;
                name: string;
                right_pct: number;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postPlanToday: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: {
                _id: string;
                /** @enum {string} */
                mode: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
                categories: string[];
                length: number;
                started_at: string;
                deadline: string | null;
                server_now: string;
                ended: boolean;
              };
              questions: {
                _id: string;
                index: number;
                question_text: string;
                answer_array: {
                  number: number;
                  text: string;
                }[];
                category: {
                  _id: string;
                  name: string;
                };
                image_name: string | null;
                image_url: string | null;
                url: string | null;
                tries: {
                  _id: string;
                  correct: boolean;
                }[];
                chosen: number | null;
                correct: boolean | null;
                correct_number: number | null;
                explanation_text: string | null;
                saved: boolean;
                struck: number[];
                highlights: {
                  start: number;
                  end: number;
                }[];
                peers:
                  | {
                      number: number;
                      share: number;
                    }[]
                  | null;
                peers_correct: number | null;
              }[];
              doLater: string[];
              length: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getQbankAreas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              /** @enum {string} */
              kind: "clinical area" | "professional knowledge" | "presentation" | "condition";
              questions: number;
              answered: number;
              correct: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getQbankCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              level: number;
              rank: number;
              question_count: number;
              right: number;
              wrong: number;
              flagged: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankCategory: {
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
          id: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              right: number;
              wrong: number;
              category: {
                _id: string;
                name: string;
                level: number;
                rank: number;
                questions: {
                  _id: string;
                  question_text: string;
                  tries: {
                    _id: string;
                    correct: boolean;
                  }[];
                }[];
              };
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankDolaterAdd: {
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
          id: string;
          /** Format: uuid */
          device_id?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              doLater: string[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankDolaterRemove: {
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
          id: string;
          /** Format: uuid */
          device_id?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              doLater: string[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankEnd: {
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
          id: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: {
                _id: string;
                /** @enum {string} */
                mode: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
                categories: string[];
                length: number;
                started_at: string;
                deadline: string | null;
                server_now: string;
                ended: boolean;
              };
              results: {
                attempted: number;
                correct: number;
                incorrect: number;
                skipped: number;
                percentage: number;
                answered_percentage: number;
              };
              pacing: {
                timed: number;
                total_seconds: number;
                average_seconds: number | null;
                slowest: {
                  question: string;
                  index: number;
                  seconds: number;
                }[];
                pace_seconds: number;
                fast: {
                  answered: number;
                  correct: number;
                  percentage: number;
                };
                slow: {
                  answered: number;
                  correct: number;
                  percentage: number;
                };
              } | null;
              questions: {
                _id: string;
                index: number;
                question_text: string;
                answer_array: {
                  number: number;
                  text: string;
                }[];
                category: {
                  _id: string;
                  name: string;
                };
                image_name: string | null;
                image_url: string | null;
                url: string | null;
                tries: {
                  _id: string;
                  correct: boolean;
                }[];
                chosen: number | null;
                correct: boolean | null;
                correct_number: number | null;
                explanation_text: string | null;
                saved: boolean;
                struck: number[];
                highlights: {
                  start: number;
                  end: number;
                }[];
                peers:
                  | {
                      number: number;
                      share: number;
                    }[]
                  | null;
                peers_correct: number | null;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankNew: {
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
          run?: string;
          /** @default [] */
          questions?: string[];
          /** @enum {string} */
          mode?: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
          category?: unknown;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: {
                _id: string;
                /** @enum {string} */
                mode: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
                categories: string[];
                length: number;
                started_at: string;
                deadline: string | null;
                server_now: string;
                ended: boolean;
              };
              questions: {
                _id: string;
                index: number;
                question_text: string;
                answer_array: {
                  number: number;
                  text: string;
                }[];
                category: {
                  _id: string;
                  name: string;
                };
                image_name: string | null;
                image_url: string | null;
                url: string | null;
                tries: {
                  _id: string;
                  correct: boolean;
                }[];
                chosen: number | null;
                correct: boolean | null;
                correct_number: number | null;
                explanation_text: string | null;
                saved: boolean;
                struck: number[];
                highlights: {
                  start: number;
                  end: number;
                }[];
                peers:
                  | {
                      number: number;
                      share: number;
                    }[]
                  | null;
                peers_correct: number | null;
              }[];
              doLater: string[];
              length: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getQbankPace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: string;
              /** @enum {string} */
              mode: "exam" | "mastery";
              started_at: string;
              answered: number;
              average_seconds: number | null;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getQbankReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              reset_at: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankShown: {
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
          run: string;
          /** Format: uuid */
          question: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              recorded: boolean;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          mode: "all" | "new" | "wrong" | "marked";
          category?: string | string[];
          areas?: string | string[];
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: {
                _id: string;
                /** @enum {string} */
                mode: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
                categories: string[];
                length: number;
                started_at: string;
                deadline: string | null;
                server_now: string;
                ended: boolean;
              };
              questions: {
                _id: string;
                index: number;
                question_text: string;
                answer_array: {
                  number: number;
                  text: string;
                }[];
                category: {
                  _id: string;
                  name: string;
                };
                image_name: string | null;
                image_url: string | null;
                url: string | null;
                tries: {
                  _id: string;
                  correct: boolean;
                }[];
                chosen: number | null;
                correct: boolean | null;
                correct_number: number | null;
                explanation_text: string | null;
                saved: boolean;
                struck: number[];
                highlights: {
                  start: number;
                  end: number;
                }[];
                peers:
                  | {
                      number: number;
                      share: number;
                    }[]
                  | null;
                peers_correct: number | null;
              }[];
              doLater: string[];
              length: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankStartCustom: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          count: number;
          categories?: string[];
          areas?: string[];
          pools: ("unseen" | "wrong" | "flagged" | "all")[];
          /** @default false */
          timed?: boolean;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: {
                _id: string;
                /** @enum {string} */
                mode: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
                categories: string[];
                length: number;
                started_at: string;
                deadline: string | null;
                server_now: string;
                ended: boolean;
              };
              questions: {
                _id: string;
                index: number;
                question_text: string;
                answer_array: {
                  number: number;
                  text: string;
                }[];
                category: {
                  _id: string;
                  name: string;
                };
                image_name: string | null;
                image_url: string | null;
                url: string | null;
                tries: {
                  _id: string;
                  correct: boolean;
                }[];
                chosen: number | null;
                correct: boolean | null;
                correct_number: number | null;
                explanation_text: string | null;
                saved: boolean;
                struck: number[];
                highlights: {
                  start: number;
                  end: number;
                }[];
                peers:
                  | {
                      number: number;
                      share: number;
                    }[]
                  | null;
                peers_correct: number | null;
              }[];
              doLater: string[];
              length: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankStartCustomMatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          categories?: string[];
          areas?: string[];
          pools: ("unseen" | "wrong" | "flagged" | "all")[];
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              matches: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankStartMasteryMock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: {
                _id: string;
                /** @enum {string} */
                mode: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
                categories: string[];
                length: number;
                started_at: string;
                deadline: string | null;
                server_now: string;
                ended: boolean;
              };
              questions: {
                _id: string;
                index: number;
                question_text: string;
                answer_array: {
                  number: number;
                  text: string;
                }[];
                category: {
                  _id: string;
                  name: string;
                };
                image_name: string | null;
                image_url: string | null;
                url: string | null;
                tries: {
                  _id: string;
                  correct: boolean;
                }[];
                chosen: number | null;
                correct: boolean | null;
                correct_number: number | null;
                explanation_text: string | null;
                saved: boolean;
                struck: number[];
                highlights: {
                  start: number;
                  end: number;
                }[];
                peers:
                  | {
                      number: number;
                      share: number;
                    }[]
                  | null;
                peers_correct: number | null;
              }[];
              doLater: string[];
              length: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankStartMock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              run: {
                _id: string;
                /** @enum {string} */
                mode: "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";
                categories: string[];
                length: number;
                started_at: string;
                deadline: string | null;
                server_now: string;
                ended: boolean;
              };
              questions: {
                _id: string;
                index: number;
                question_text: string;
                answer_array: {
                  number: number;
                  text: string;
                }[];
                category: {
                  _id: string;
                  name: string;
                };
                image_name: string | null;
                image_url: string | null;
                url: string | null;
                tries: {
                  _id: string;
                  correct: boolean;
                }[];
                chosen: number | null;
                correct: boolean | null;
                correct_number: number | null;
                explanation_text: string | null;
                saved: boolean;
                struck: number[];
                highlights: {
                  start: number;
                  end: number;
                }[];
                peers:
                  | {
                      number: number;
                      share: number;
                    }[]
                  | null;
                peers_correct: number | null;
              }[];
              doLater: string[];
              length: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQbankSubmit: {
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
          run?: string;
          /** Format: uuid */
          question: string;
          answer: number;
          correct?: unknown;
          /** Format: uuid */
          device_id?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              question: string;
              chosen: number;
              first: boolean;
              /** @default false */
              late: boolean;
              correct: boolean | null;
              correct_number: number | null;
              explanation_text: string | null;
              answered: number;
              right: number;
              wrong: number;
              total: number;
              peers:
                | {
                    number: number;
                    share: number;
                  }[]
                | null;
              peers_correct: number | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getQbankValues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              title: string;
              children: {
                title: string;
                value: string;
                per: string;
              }[];
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getQuestionIdComments: {
    parameters: {
      query?: {
        sort?: "new" | "helpful";
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              comments: {
                _id: string;
                text: string;
                author: string;
                created_at: string;
                edited: boolean;
                deleted: boolean;
                votes: number;
                voted: boolean;
                mine: boolean;
                reported: boolean;
                replies: {
                  _id: string;
                  text: string;
                  author: string;
                  created_at: string;
                  edited: boolean;
                  deleted: boolean;
                  votes: number;
                  voted: boolean;
                  mine: boolean;
                  reported: boolean;
                }[];
              }[];
              count: number;
              can_post: boolean;
              muted: string | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postQuestionIdComments: {
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
          text: string;
          parent?: string | "";
          /** Format: uuid */
          device_id?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              text: string;
              author: string;
              created_at: string;
              edited: boolean;
              deleted: boolean;
              votes: number;
              voted: boolean;
              mine: boolean;
              reported: boolean;
              replies: {
                _id: string;
                text: string;
                author: string;
                created_at: string;
                edited: boolean;
                deleted: boolean;
                votes: number;
                voted: boolean;
                mine: boolean;
                reported: boolean;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              name: string;
              data: {
                right: number;
                wrong: number;
                not_answered: number;
              };
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsCategoryId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              name: string;
              data: {
                right: number;
                wrong: number;
                not_answered: number;
              };
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsDay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              start: string;
              stats: {
                correct: number;
                wrong: number;
              };
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsPercentile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              percentile: number | null;
              learners: number;
              window_days: number;
              min_answers: number;
              areas: {
                _id: string;
                name: string;
                percentile: number;
                learners: number;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              right: number;
              wrong: number;
              all: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              answers: number;
              needed: number;
              areas_covered: number;
              pass_mark: number;
              estimate: {
                score: number;
                low: number;
                high: number;
                /** @enum {string} */
                verdict: "above" | "borderline" | "below";
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsTickets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              name: string;
              amount: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsTrack: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** @constant */
              ok: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              level: number;
              amount: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsVisitorsDay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              start: string;
              stats: {
                visitors: number;
              };
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsVisitorsWeek: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              start: string;
              stats: {
                visitors: number;
              };
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getStatsWeek: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              start: string;
              stats: {
                correct: number;
                wrong: number;
              };
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postStripeWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook secret>` */
        "Stripe-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description A Stripe event, verified against the raw bytes. */
    requestBody: {
      content: {
        "application/json": Record<string, never>;
      };
    };
    responses: {
      /** @description The event was taken into account (once, whatever the number of deliveries). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            received: true;
          };
        };
      };
      400: components["responses"]["Error400"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postSupport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          questionId?: string | "";
          category?: string | number;
          text: string;
          /** Format: uuid */
          device_id?: string;
          /**
           * Format: binary
           * @description At most one PNG, JPEG, GIF or WebP image of at most 5 MB and 8000 pixels a side.
           */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              status: number;
              created_at: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getSupportId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              user: {
                first_name: string;
                second_name: string;
              };
              question: {
                _id: string;
                question_text: string;
              } | null;
              category: number;
              text: string;
              status: number;
              timestamp: string;
              last_activity: string;
              answers_count: number;
              image_url: string | null;
              answers: {
                _id: string;
                text: string;
                timestamp: string;
                user: {
                  first_name: string;
                  second_name: string;
                };
                from_support: boolean;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getSupportAdmin: {
    parameters: {
      query?: {
        sort?: "newest" | "oldest" | "activity_newest" | "activity_oldest";
        filter?: "all" | "open";
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              user: {
                first_name: string;
                second_name: string;
              };
              question: {
                _id: string;
                question_text: string;
              } | null;
              category: number;
              text: string;
              status: number;
              timestamp: string;
              last_activity: string;
              answers_count: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postSupportAnswerNew: {
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
          id: string;
          text: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              user: {
                first_name: string;
                second_name: string;
              };
              question: {
                _id: string;
                question_text: string;
              } | null;
              category: number;
              text: string;
              status: number;
              timestamp: string;
              last_activity: string;
              answers_count: number;
              image_url: string | null;
              answers: {
                _id: string;
                text: string;
                timestamp: string;
                user: {
                  first_name: string;
                  second_name: string;
                };
                from_support: boolean;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postSupportChange: {
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
          id: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              user: {
                first_name: string;
                second_name: string;
              };
              question: {
                _id: string;
                question_text: string;
              } | null;
              category: number;
              text: string;
              status: number;
              timestamp: string;
              last_activity: string;
              answers_count: number;
              image_url: string | null;
              answers: {
                _id: string;
                text: string;
                timestamp: string;
                user: {
                  first_name: string;
                  second_name: string;
                };
                from_support: boolean;
              }[];
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getSupportUser: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              user: {
                first_name: string;
                second_name: string;
              };
              question: {
                _id: string;
                question_text: string;
              } | null;
              category: number;
              text: string;
              status: number;
              timestamp: string;
              last_activity: string;
              answers_count: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              first_name: string;
              second_name: string;
              email: string;
              level: number;
              subscription_stopped: boolean;
              password: string;
              mastery_mock_attempts: {
                _id: string;
                attempts: number;
                used_attempts_count: number;
              }[];
              subscription: {
                plan: string;
                status: string;
                created: number;
                current_period_end: number;
                trial_end: number | null;
                cancel_at_period_end: boolean;
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserAdjustment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              extra_time_percent: number;
              granted_percent: number | null;
              extra_time_choices: number[];
              reading: {
                large_text: boolean;
                wide_spacing: boolean;
                dyslexia_font: boolean;
                reduced_motion: boolean;
              };
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postUserAdjustment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          extra_time_percent: number;
          reading: {
            large_text: boolean;
            wide_spacing: boolean;
            dyslexia_font: boolean;
            reduced_motion: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              extra_time_percent: number;
              granted_percent: number | null;
              extra_time_choices: number[];
              reading: {
                large_text: boolean;
                wide_spacing: boolean;
                dyslexia_font: boolean;
                reduced_motion: boolean;
              };
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserReviewDue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              cards: {
                _id: string;
                /** @enum {string} */
                kind: "key" | "question";
                kinds: ("key" | "question")[];
                due: string;
                /** @enum {string} */
                state: "new" | "learning" | "review" | "relearning";
                reps: number;
                question: {
                  _id: string;
                  question_text: string;
                  image_name: string | null;
                  image_url: string | null;
                };
                category: {
                  _id: string;
                  name: string;
                };
                options:
                  | {
                      number: number;
                      text: string;
                    }[]
                  | null;
                correct_number: number | null;
                answer: string;
                corrected_at: string | null;
              }[];
              count: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postUserReviewGrade: {
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
          card: string;
          grade: number;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              card: string;
              grade: number;
              due: string;
              /** @enum {string} */
              state: "new" | "learning" | "review" | "relearning";
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserReviewSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              due: number;
              reviewed_today: number;
              streak: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserRevisionKeys: {
    parameters: {
      query?: {
        skip?: number;
        size?: number;
        query?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              revisions: {
                _id: string;
                question: {
                  _id: string;
                  question_text: string;
                };
                answer: string;
                category: {
                  _id: string;
                  name: string;
                };
                created_at: string;
              }[];
              count: number;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserRevisionKeysId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              question: {
                _id: string;
                question_text: string;
              };
              answer: string;
              category: {
                _id: string;
                name: string;
              };
              created_at: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  deleteUserRevisionKeysId: {
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
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** @constant */
              ok: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postUserRevisionKeysSave: {
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
          question: string;
          category?: string;
          answer?: string;
          /** Format: uuid */
          device_id?: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              question: string;
              /** @constant */
              saved: true;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserRevisionKeysSortedIds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: string[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserStripeCancle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              first_name: string;
              second_name: string;
              email: string;
              level: number;
              subscription_stopped: boolean;
              password: string;
              mastery_mock_attempts: {
                _id: string;
                attempts: number;
                used_attempts_count: number;
              }[];
              subscription: {
                plan: string;
                status: string;
                created: number;
                current_period_end: number;
                trial_end: number | null;
                cancel_at_period_end: boolean;
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserStripeDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              first_name: string;
              second_name: string;
              email: string;
              level: number;
              subscription_stopped: boolean;
              password: string;
              mastery_mock_attempts: {
                _id: string;
                attempts: number;
                used_attempts_count: number;
              }[];
              subscription: {
                plan: string;
                status: string;
                created: number;
                current_period_end: number;
                trial_end: number | null;
                cancel_at_period_end: boolean;
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserStripeMasteryMockPrice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              price: number;
              description: string;
              attempts: number;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postUserStripeMasteryMockPurchase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          price: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              session_id: string;
              url: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postUserStripeNew: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          price: string;
        };
      };
    };
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              session_id: string;
              url: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserStripePrice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              name: string;
              price: number;
              period: string;
              level: number;
              popular: boolean;
            }[];
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserStripeSkip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              first_name: string;
              second_name: string;
              email: string;
              level: number;
              subscription_stopped: boolean;
              password: string;
              mastery_mock_attempts: {
                _id: string;
                attempts: number;
                used_attempts_count: number;
              }[];
              subscription: {
                plan: string;
                status: string;
                created: number;
                current_period_end: number;
                trial_end: number | null;
                cancel_at_period_end: boolean;
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserStripeStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              first_name: string;
              second_name: string;
              email: string;
              level: number;
              subscription_stopped: boolean;
              password: string;
              mastery_mock_attempts: {
                _id: string;
                attempts: number;
                used_attempts_count: number;
              }[];
              subscription: {
                plan: string;
                status: string;
                created: number;
                current_period_end: number;
                trial_end: number | null;
                cancel_at_period_end: boolean;
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  postUserStripeUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              url: string;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
  getUserStripeuser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the result in `message`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              _id: string;
              first_name: string;
              second_name: string;
              email: string;
              level: number;
              subscription_stopped: boolean;
              password: string;
              mastery_mock_attempts: {
                _id: string;
                attempts: number;
                used_attempts_count: number;
              }[];
              subscription: {
                plan: string;
                status: string;
                created: number;
                current_period_end: number;
                trial_end: number | null;
                cancel_at_period_end: boolean;
              } | null;
            };
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
    };
  };
}
