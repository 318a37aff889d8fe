"""Results as data: the JSON records of docs/output.md, the output formats, the rows of gbmj fans."""
