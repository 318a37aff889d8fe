"""Results as data: the JSON records of output.md, the output formats, the rows of gbmj fans."""
