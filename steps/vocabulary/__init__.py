"""The step library as data: the step index (:mod:`~steps.vocabulary.index`: every step, its readable
form, its example line), the example lines (:mod:`~steps.vocabulary.step_examples`) and what to say
about a step the library lacks (:mod:`~steps.vocabulary.suggestions`)."""
