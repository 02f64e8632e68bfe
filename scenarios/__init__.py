"""pytest modules that bind features/ to the step library, and the property suites."""
