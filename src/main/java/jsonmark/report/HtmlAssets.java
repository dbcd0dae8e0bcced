package jsonmark.report;

/** The CSS and JavaScript inlined into report.html, kept apart so that the page reads. */
final class HtmlAssets {

  static final String CSS = """
      body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1300px;
             color: #222; padding: 0 1em; }
      table { border-collapse: collapse; margin: 1em 0; font-size: 14px; }
      th, td { border: 1px solid #ddd; padding: 4px 8px; }
      td { text-align: right; font-variant-numeric: tabular-nums; }
      td:first-child { text-align: left; }
      #results th { cursor: pointer; background: #f3f3f3; user-select: none; }
      #results th[aria-sort=ascending]::after { content: " ▲"; }
      #results th[aria-sort=descending]::after { content: " ▼"; }
      #environment td { text-align: left; }
      figure { margin: 1.5em 0; }
      figure img { max-width: 100%; border: 1px solid #eee; }
      figcaption { color: #666; font-size: 13px; }
      .ranking li { font-family: ui-monospace, monospace; }
      """;

  /**
   * Sorts the results table by a column on a header click (numbers as numbers; n/a, failed and
   * empty cells last), or on load by {@code ?sort=N} (ascending) or {@code ?sort=-N}; then counts
   * the images that decoded into {@code body[data-images]}.
   */
  static final String JS = """
      (function () {
        var table = document.getElementById('results');
        var headers = table.tHead.rows[0].cells;
        function key(row, column) {
          var value = parseFloat(row.cells[column].textContent);
          return isNaN(value) ? null : value;
        }
        function sortBy(column, ascending) {
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          rows.sort(function (a, b) {
            var x = key(a, column), y = key(b, column);
            if (x === null || y === null) {
              if (x === null && y === null) {
                return a.cells[column].textContent.localeCompare(b.cells[column].textContent);
              }
              return x === null ? 1 : -1;
            }
            return ascending ? x - y : y - x;
          });
          rows.forEach(function (row) { body.appendChild(row); });
          for (var i = 0; i < headers.length; i++) { headers[i].removeAttribute('aria-sort'); }
          headers[column].setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        }
        Array.prototype.forEach.call(headers, function (th, column) {
          th.addEventListener('click', function () {
            sortBy(column, th.getAttribute('aria-sort') !== 'ascending');
          });
        });
        var sort = new URLSearchParams(location.search).get('sort');
        if (sort !== null && /^-?[0-9]+$/.test(sort) && Math.abs(+sort) < headers.length) {
          sortBy(Math.abs(+sort), sort.charAt(0) !== '-');
        }
        window.addEventListener('load', function () {
          var images = Array.prototype.slice.call(document.images);
          var decoded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; });
          document.body.setAttribute('data-images', decoded.length + '/' + images.length);
        });
      })();
      """;

  private HtmlAssets() {}
}
