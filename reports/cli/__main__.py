"""``python -m reports.cli``: the ``dmrules`` command."""

import sys

from reports.cli.main import main

sys.exit(main())
