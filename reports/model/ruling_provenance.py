"""Where a ruling of the ledger comes from, as ``dmrules rulings`` counts it: an official Q&A, an
official notice (or the comprehensive rules), or a summary (a wiki, a blog, a judge's page).

The ledger's ``kind`` says how a record was read (``mirror-confirmed``: through a mirror such as
dmwiki); whether it is an official ruling is told by its ``source``: an address of the publisher
(タカラトミー's Duel Masters and DMPS sites, DMPS's own account). A record whose kind is official
(a notice, a DMPS FAQ entry, an example of the comprehensive rules) but whose address was not
found stays official, counted as "address not found"; a ``mirror-confirmed`` record with no
official address is a summary, however faithful (issue 31: they are not to be counted as
official rulings).
"""

from __future__ import annotations

from urllib.parse import urlparse

from reports.model.rulings import Ruling

OFFICIAL_HOSTS = ("dm.takaratomy.co.jp", "dmps.takaratomy.co.jp", "www.takaratomy.co.jp", "takaratomy.co.jp")
OFFICIAL_ACCOUNTS = ("x.com/dmps_info", "twitter.com/dmps_info")  # デュエル・マスターズ プレイス's own account
OFFICIAL_KINDS = ("qa", "notice", "ruling notice", "dmps-faq", "dmps-notice", "dmps-support", "cr-example")

QA = "official Q&A"
NOTICE = "official notice or rules"
UNADDRESSED = "official, address not found"
SUMMARY = "summary"
PROVENANCES = (QA, NOTICE, UNADDRESSED, SUMMARY)
# the words ``dmrules rulings --provenance`` takes
WORDS = {"qa": (QA,), "notice": (NOTICE,), "unaddressed": (UNADDRESSED,), "summary": (SUMMARY,),
         "official": (QA, NOTICE, UNADDRESSED)}


def official_address(source: str) -> bool:
    """Whether ``source`` is an address of the publisher (its sites or its DMPS account)."""
    if not source.startswith("http"):
        return False
    url = urlparse(source)
    host = url.netloc.lower()
    first = url.path.strip("/").split("/")[0].lower() if url.path.strip("/") else ""
    return host in OFFICIAL_HOSTS or f"{host.removeprefix('www.')}/{first}" in OFFICIAL_ACCOUNTS


def provenance(r: Ruling) -> str:
    """The ruling's provenance (one of :data:`PROVENANCES`)."""
    if official_address(r.source):
        path = urlparse(r.source).path
        return QA if "/qa/" in path or "faq" in path or r.kind in ("qa", "dmps-faq") else NOTICE
    return UNADDRESSED if r.kind in OFFICIAL_KINDS else SUMMARY
