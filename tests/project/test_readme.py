"""README's generated sections match the code (run ``python -m tools.readme`` to update)."""

from tools.readme import README, not_modelled_section, profiles_section, section, steps_section


def test_the_step_vocabulary_in_readme_is_current() -> None:
    assert section(README.read_text(encoding="utf-8"), "steps") == steps_section(), \
        "README's step vocabulary is stale: run `python -m tools.readme`"


def test_the_not_modelled_list_in_readme_is_current() -> None:
    assert section(README.read_text(encoding="utf-8"), "not-modelled") == not_modelled_section(), \
        "README's not-modelled list is stale: run `python -m tools.readme`"


def test_the_profiles_table_in_readme_is_current() -> None:
    assert section(README.read_text(encoding="utf-8"), "profiles") == profiles_section(), \
        "README's profiles table is stale: run `python -m tools.readme`"
