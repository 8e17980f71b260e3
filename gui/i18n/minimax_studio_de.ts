<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Algorithm</name>
    <message>
        <location filename="../../engine/search/algorithms.py" line="171"/>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <location filename="../../engine/search/algorithms.py" line="172"/>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../../engine/search/algorithms.py" line="173"/>
        <source>Expectiminimax</source>
        <translation>Expectiminimax</translation>
    </message>
    <message>
        <location filename="../../engine/search/algorithms.py" line="174"/>
        <source>Monte Carlo tree search</source>
        <translation>Monte-Carlo-Baumsuche</translation>
    </message>
    <message>
        <location filename="../../engine/search/api.py" line="361"/>
        <source>SSS*</source>
        <translation>SSS*</translation>
    </message>
    <message>
        <location filename="../../engine/search/api.py" line="364"/>
        <source>DUAL*</source>
        <translation>DUAL*</translation>
    </message>
    <message>
        <location filename="../../engine/search/api.py" line="367"/>
        <source>MTD(f)</source>
        <translation>MTD(f)</translation>
    </message>
    <message>
        <location filename="../../engine/search/pvs.py" line="31"/>
        <source>Negascout / PVS</source>
        <translation>Negascout / PVS (Hauptvariantensuche)</translation>
    </message>
</context>
<context>
    <name>BoardGrid</name>
    <message>
        <location filename="../window/editor_grid.py" line="118"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../board/base.py" line="137"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="63"/>
        <source>the side to move</source>
        <translation>die Seite am Zug</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="67"/>
        <source>{0}: {1} playouts went through this move; Monte Carlo tree search plays the most visited one.</source>
        <translation>{0}: {1} Playouts liefen durch diesen Zug; die Monte-Carlo-Baumsuche spielt den meistbesuchten.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="71"/>
        <source>{0}: {1}, at most {2}: alpha-beta refuted this move (another is at least as good) without needing its exact value.</source>
        <translation>{0}: {1}, höchstens {2}: Alpha-Beta hat diesen Zug widerlegt (ein anderer ist mindestens so gut), ohne seinen genauen Wert zu brauchen.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="75"/>
        <source>At most a loss: a loss for {0}, the opponent can force a win.</source>
        <translation>Höchstens eine Niederlage: eine Niederlage für {0}, der Gegner kann den Sieg erzwingen.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="78"/>
        <source>{0}: {1}, at least {2}: good enough that alpha-beta stopped searching it.</source>
        <translation>{0}: {1}, mindestens {2}: gut genug, dass Alpha-Beta hier aufhörte zu suchen.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="82"/>
        <source>At least a win: a win for {0}.</source>
        <translation>Mindestens ein Sieg: ein Sieg für {0}.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="84"/>
        <source>{0}: {1}, a win for {2}: the search found how to force it.</source>
        <translation>{0}: {1}, ein Sieg für {2}: Die Suche fand, wie er sich erzwingen lässt.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="87"/>
        <source>{0}: {1}, a loss for {2}: the opponent can force a win.</source>
        <translation>{0}: {1}, eine Niederlage für {2}: Der Gegner kann den Sieg erzwingen.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="90"/>
        <source>{0}: {1}, the search&apos;s value of this move for {2}: higher is better for {2}; a win is worth {3}.</source>
        <translation>{0}: {1}, der Wert dieses Zugs für {2} laut Suche: höher ist besser für {2}; ein Sieg zählt {3}.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="94"/>
        <source>The search is still running: these are its values so far, of the moves it has searched at the depth it is on.</source>
        <translation>Die Suche läuft noch: Das sind ihre bisherigen Werte, für die Züge, die sie in der aktuellen Tiefe schon durchsucht hat.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="98"/>
        <source>The best move.</source>
        <translation>Der beste Zug.</translation>
    </message>
    <message>
        <location filename="../board/value_words.py" line="100"/>
        <source>As good as the best move.</source>
        <translation>So gut wie der beste Zug.</translation>
    </message>
    <message>
        <location filename="../board/marks.py" line="119"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../board/painter.py" line="278"/>
        <source>best</source>
        <comment>the tag under the best move&apos;s value</comment>
        <translation>bester</translation>
    </message>
    <message>
        <location filename="../board/painter.py" line="280"/>
        <source>tie</source>
        <comment>the tag under a value equal to the best</comment>
        <translation>gleich</translation>
    </message>
</context>
<context>
    <name>CompareChart</name>
    <message>
        <location filename="../window/compare.py" line="282"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="284"/>
        <source>searching…</source>
        <translation>sucht…</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="285"/>
        <source>searching… {0} nodes · {1}</source>
        <translation>sucht… {0} Knoten · {1}</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="288"/>
        <source>stopped by you after {0} nodes · {1}</source>
        <translation>manuell gestoppt nach {0} Knoten · {1}</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="290"/>
        <source>stopped at {0} nodes · {1}</source>
        <translation>gestoppt bei {0} Knoten · {1}</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="291"/>
        <location filename="../window/compare.py" line="325"/>
        <source> · best {0}</source>
        <translation> · bester Zug {0}</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="293"/>
        <source>{0} tree nodes · {1}{2} · mean {3} (most-visited move&apos;s, {4} playouts; on MCTS&apos;s own scale, a win +1)</source>
        <translation>{0} Baumknoten · {1}{2} · Mittel {3} (des meistbesuchten Zugs, {4} Playouts; auf der eigenen Skala der MCTS, ein Sieg +1)</translation>
    </message>
    <message>
        <source>{0} tree nodes · {1}{2} · value {3} (most-visited move&apos;s mean, {4} playouts)</source>
        <translation type="vanished">{0} Baumknoten · {1}{2} · Wert {3} (Mittel des meistbesuchten Zugs, {4} Playouts)</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="303"/>
        <location filename="../window/compare.py" line="324"/>
        <source>{0} nodes{1} · {2} leaves · {3}{4} · value {5} {6}</source>
        <translation>{0} Knoten{1} · {2} Blätter · {3}{4} · Wert {5} {6}</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="331"/>
        <source>Nodes searched (log scale; each variant capped at {0}) · leaves evaluated · time · best move · value (✓ = the same as {1})</source>
        <translation>Durchsuchte Knoten (log. Skala; je Variante max. {0}) · bewertete Blätter · Zeit · bester Zug · Wert (✓ = wie {1})</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="334"/>
        <source>Nodes searched (linear scale; each variant capped at {0}) · leaves evaluated · time · best move · value (✓ = the same as {1})</source>
        <translation>Durchsuchte Knoten (lineare Skala; je Variante max. {0}) · bewertete Blätter · Zeit · bester Zug · Wert (✓ = wie {1})</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window/compare.py" line="384"/>
        <source>Compare algorithms</source>
        <translation>Algorithmen vergleichen</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="vanished">Logarithmische Skala</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="396"/>
        <source>A log scale shows small counts next to huge ones; a linear one shows the saving</source>
        <translation>Eine logarithmische Skala zeigt kleine Zahlen neben riesigen; eine lineare zeigt die Ersparnis</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="vanished">Stopp</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation type="vanished">Erneut suchen</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="394"/>
        <source>&amp;Log scale</source>
        <translation>&amp;Logarithmische Skala</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="399"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="400"/>
        <source>Search &amp;again</source>
        <translation>&amp;Erneut suchen</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="431"/>
        <source>{0}: searched to the end of the game</source>
        <translation>{0}: bis zum Spielende durchsucht</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="433"/>
        <source>{0}: searched to depth {1} with the {2} evaluation</source>
        <translation>{0}: bis Tiefe {1} durchsucht, Bewertung {2}</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="436"/>
        <source>{0}: searched to depth {1}</source>
        <translation>{0}: bis Tiefe {1} durchsucht</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="438"/>
        <source>Each variant stops at {0} nodes (a hatched bar). ✓: the same value as minimax; the percentage: nodes against minimax&apos;s</source>
        <translation>Jede Variante stoppt bei {0} Knoten (schraffierter Balken). ✓: derselbe Wert wie Minimax; Prozent: Knoten im Verhältnis zu Minimax</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="441"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="459"/>
        <source>Searching {0} of {1}: {2}…</source>
        <translation>Suche {0} von {1}: {2}…</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="474"/>
        <source>Stopped: {0} of {1} variants finished (kept on the chart).</source>
        <translation>Gestoppt: {0} von {1} Varianten fertig (bleiben im Diagramm).</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="475"/>
        <source>Stopped: {0} of {1} variants finished.</source>
        <translation>Gestoppt: {0} von {1} Varianten fertig.</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="486"/>
        <source>Every finished variant found the same value ({0}).</source>
        <translation>Alle fertigen Varianten fanden denselben Wert ({0}).</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="487"/>
        <source>The values differ: a bug — please report it with this position.</source>
        <translation>Die Werte weichen ab: ein Fehler — bitte mit dieser Stellung melden.</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="489"/>
        <source>Fewest nodes: {0}, {1} — {2} of minimax&apos;s (minimax was stopped: the true saving is larger).</source>
        <translation>Die wenigsten Knoten: {0}, {1} — {2} der Knoten von Minimax (Minimax wurde gestoppt: Die tatsächliche Ersparnis ist größer).</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="490"/>
        <source>Fewest nodes: {0}, {1} — {2} of minimax&apos;s.</source>
        <translation>Die wenigsten Knoten: {0}, {1} — {2} der Knoten von Minimax.</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="498"/>
        <source>The comparison failed: {0}</source>
        <translation>Der Vergleich ist fehlgeschlagen: {0}</translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <location filename="../eval_lab/comparison.py" line="43"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="43"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="86"/>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="88"/>
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="132"/>
        <source>The best move changed here</source>
        <translation>Hier hat sich der beste Zug geändert</translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="145"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1}): best &lt;b&gt;{2}&lt;/b&gt;, value {3}, PV {4}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}): bester Zug &lt;b&gt;{2}&lt;/b&gt;, Wert {3}, Hauptvariante {4}</translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="150"/>
        <source>&lt;b&gt;The choice changed&lt;/b&gt;: {0} → {1}</source>
        <translation>&lt;b&gt;Die Wahl hat sich geändert&lt;/b&gt;: {0} → {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="154"/>
        <source>&lt;b&gt;Same choice&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gleiche Wahl&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="158"/>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="159"/>
        <source>Alpha-beta (children as given)</source>
        <translation>Alpha-Beta (Kinder wie gegeben)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="160"/>
        <source>Alpha-beta, best first</source>
        <translation>Alpha-Beta, bester zuerst</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="161"/>
        <source>Alpha-beta, worst first</source>
        <translation>Alpha-Beta, schlechtester zuerst</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="162"/>
        <source>SSS*</source>
        <translation>SSS*</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="163"/>
        <source>DUAL*</source>
        <translation>DUAL*</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="164"/>
        <source>MTD(f)</source>
        <translation>MTD(f)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="165"/>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="166"/>
        <source>Expectiminimax</source>
        <translation>Expectiminimax</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="167"/>
        <source>Star1</source>
        <translation>Star1</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="168"/>
        <source>Star2</source>
        <translation>Star2</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="186"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="186"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="186"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="186"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="187"/>
        <source>Leaves evaluated</source>
        <translation>Bewertete Blätter</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="187"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="189"/>
        <source>The search, run by the engine on this tree</source>
        <translation>Die Suche, von der Engine auf diesem Baum ausgeführt</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="190"/>
        <source>The root&apos;s value it found (✓: the same as the first row; MCTS: its most-visited move&apos;s mean playout result, an estimate)</source>
        <translation>Der gefundene Wert der Wurzel (✓: derselbe wie in der ersten Zeile; MCTS: das mittlere Playout-Ergebnis des meistbesuchten Zuges, ein Schätzwert)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="192"/>
        <source>The root move it chooses</source>
        <translation>Der Zug, den sie an der Wurzel wählt</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="193"/>
        <source>Nodes it visited (the engine&apos;s count)</source>
        <translation>Besuchte Knoten (Zählung der Engine)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="194"/>
        <source>Leaves it evaluated, of all the tree&apos;s leaves (select the row to see them marked)</source>
        <translation>Bewertete Blätter von allen Blättern des Baums (Zeile auswählen, um sie markiert zu sehen)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="195"/>
        <source>Its time on this machine (noisy: the node counts are the signature)</source>
        <translation>Die Zeit auf diesem Rechner (schwankt: Kennzeichen sind die Knotenzahlen)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="208"/>
        <source>Monte Carlo tree search values a node by the playouts through it, not by evaluating leaves one by one: its row marks no leaves</source>
        <translation>Die Monte-Carlo-Baumsuche bewertet einen Knoten über die Playouts durch ihn, nicht durch Bewerten einzelner Blätter; ihre Zeile markiert daher keine Blätter</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="221"/>
        <source>{0} (estimate)</source>
        <translation>{0} (Schätzwert)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="229"/>
        <source>— ({0} playouts)</source>
        <translation>— ({0} Playouts)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="230"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="232"/>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
</context>
<context>
    <name>ComparisonPanel</name>
    <message>
        <location filename="../explorer/compare.py" line="262"/>
        <source>Compare all: one row per algorithm</source>
        <translation>Alle vergleichen: eine Zeile je Algorithmus</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="269"/>
        <source>Close the comparison (the drawing shows the run again)</source>
        <translation>Vergleich schließen (die Zeichnung zeigt wieder den Ablauf)</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="284"/>
        <source>Every exact search finds {0}.</source>
        <translation>Jede exakte Suche findet {0}.</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="285"/>
        <source>The values differ: a bug, please report it with this tree.</source>
        <translation>Die Werte unterscheiden sich: ein Fehler – bitte mit diesem Baum melden.</translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="287"/>
        <source>Fewest leaves: {0}. Select a row (↑ ↓) to mark its leaves on the drawing.</source>
        <translation>Wenigste Blätter: {0}. Eine Zeile wählen (↑ ↓), um ihre Blätter in der Zeichnung zu markieren.</translation>
    </message>
</context>
<context>
    <name>ConnectFourBoard</name>
    <message>
        <location filename="../board/connect4.py" line="135"/>
        <source>X (red)</source>
        <translation>X (rot)</translation>
    </message>
    <message>
        <location filename="../board/connect4.py" line="135"/>
        <source>O (yellow)</source>
        <translation>O (gelb)</translation>
    </message>
</context>
<context>
    <name>CrosstableModel</name>
    <message>
        <location filename="../tournament/models.py" line="60"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="60"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="77"/>
        <source>{0} against {1}: {2} wins, {3} draws, {4} losses</source>
        <translation>{0} gegen {1}: {2} Siege, {3} Remis, {4} Niederlagen</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <location filename="../board/die.py" line="91"/>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../board/die.py" line="108"/>
        <source>shows {0}</source>
        <translation>zeigt {0}</translation>
    </message>
    <message>
        <location filename="../board/die.py" line="109"/>
        <source>not rolled</source>
        <translation>nicht gewürfelt</translation>
    </message>
</context>
<context>
    <name>EinSteinBoard</name>
    <message>
        <location filename="../board/einstein.py" line="63"/>
        <source>The die: click it (or press R) to roll when it is your roll</source>
        <translation>Der Würfel: anklicken (oder R drücken), um zu würfeln, wenn Sie an der Reihe sind</translation>
    </message>
    <message>
        <location filename="../board/einstein_painter.py" line="57"/>
        <source>{0} has won</source>
        <translation>{0} hat gewonnen</translation>
    </message>
    <message>
        <location filename="../board/einstein_painter.py" line="59"/>
        <source>{0} to roll</source>
        <translation>{0} würfelt</translation>
    </message>
    <message>
        <location filename="../board/einstein_painter.py" line="60"/>
        <source>(R or click)</source>
        <translation>(R oder Klick)</translation>
    </message>
    <message>
        <location filename="../board/einstein_painter.py" line="64"/>
        <source>({0} rolled {1})</source>
        <translation>({0} hat {1} gewürfelt)</translation>
    </message>
    <message>
        <location filename="../board/einstein_painter.py" line="68"/>
        <source>{0} rolled {1}</source>
        <translation>{0} hat {1} gewürfelt</translation>
    </message>
    <message>
        <location filename="../board/einstein_painter.py" line="69"/>
        <source>cube {0} may move</source>
        <translation>ziehbar: Stein {0}</translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="274"/>
        <source>Chance</source>
        <translation>Zufall</translation>
    </message>
</context>
<context>
    <name>EloChart</name>
    <message>
        <location filename="../tournament/charts.py" line="61"/>
        <source>Elo against the field (95% interval)</source>
        <translation>Elo gegen das Feld (95-%-Intervall)</translation>
    </message>
    <message>
        <location filename="../tournament/charts.py" line="63"/>
        <source>no games yet</source>
        <translation>noch keine Partien</translation>
    </message>
</context>
<context>
    <name>EnhancementSettings</name>
    <message>
        <location filename="../app/enhancement_settings.py" line="36"/>
        <source>the solver has its own table, ordering and null-window search</source>
        <translation>der Solver hat eigene Tabelle, Zugsortierung und Nullfenstersuche</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="41"/>
        <source>previous PV move</source>
        <translation>voriger PV-Zug</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="42"/>
        <source>table&apos;s move</source>
        <translation>Tabellenzug</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="43"/>
        <source>killer moves</source>
        <translation>Killerzüge</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="44"/>
        <source>history heuristic</source>
        <translation>History-Heuristik</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="45"/>
        <source>static order</source>
        <translation>statische Ordnung</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="47"/>
        <source>solver</source>
        <translation>Solver</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="47"/>
        <source>ordering</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="48"/>
        <source>aspiration</source>
        <translation>Aspiration</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="49"/>
        <source>quiescence</source>
        <translation>Ruhesuche</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="84"/>
        <source>SSS* and DUAL* run as their authors wrote them, without enhancements</source>
        <translation>SSS* und DUAL* laufen wie von ihren Autoren beschrieben, ohne Beschleunigungen</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="85"/>
        <source>this game has no exact solver (Connect Four and Othello have one)</source>
        <translation>dieses Spiel hat keinen exakten Solver (Vier gewinnt und Othello haben einen)</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="86"/>
        <source>this game has no immediate threats to extend on</source>
        <translation>dieses Spiel kennt keine unmittelbaren Drohungen, an denen verlängert werden könnte</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="87"/>
        <source>needs the alpha-beta algorithm</source>
        <translation>braucht den Alpha-Beta-Algorithmus</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="88"/>
        <source>the solver is an alpha-beta search</source>
        <translation>der Solver ist eine Alpha-Beta-Suche</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="89"/>
        <source>Monte Carlo tree search has no depth to deepen or cut</source>
        <translation>Die Monte-Carlo-Baumsuche hat keine Tiefe, die sich vertiefen oder abschneiden ließe</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="90"/>
        <source>a setting of Monte Carlo tree search</source>
        <translation>eine Einstellung der Monte-Carlo-Baumsuche</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="91"/>
        <source>Star1/Star2 prune expectiminimax&apos;s chance nodes</source>
        <translation>Star1/Star2 beschneiden die Zufallsknoten von Expectiminimax</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="92"/>
        <source>this algorithm cannot be stopped by a limit</source>
        <translation>dieser Algorithmus lässt sich durch kein Limit anhalten</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="93"/>
        <source>this algorithm does not value every root move exactly</source>
        <translation>dieser Algorithmus bewertet nicht jeden Wurzelzug exakt</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="125"/>
        <source>{0} s</source>
        <comment>seconds</comment>
        <translation>{0} s</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="128"/>
        <source>%n node(s)</source>
        <translation>%n Knoten</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="136"/>
        <source>its node limit ({0})</source>
        <translation>ihr Knotenlimit ({0})</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="139"/>
        <source>its time limit ({0} s)</source>
        <translation>ihr Zeitlimit ({0} s)</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="152"/>
        <source>enhancements must be an object</source>
        <translation>„enhancements“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="157"/>
        <source>unknown enhancement {0}</source>
        <translation>unbekannte Beschleunigung {0}</translation>
    </message>
    <message>
        <source>{0} must be true or false</source>
        <translation type="vanished">{0} muss true oder false sein</translation>
    </message>
    <message>
        <source>{0} must be a whole number {1} to {2}</source>
        <translation type="vanished">{0} muss eine ganze Zahl von {1} bis {2} sein</translation>
    </message>
    <message>
        <source>{0} must be a whole number {1} to {2} or null</source>
        <translation type="vanished">{0} muss eine ganze Zahl von {1} bis {2} oder null sein</translation>
    </message>
    <message>
        <source>{0} must be a number {1} to {2}</source>
        <translation type="vanished">{0} muss eine Zahl von {1} bis {2} sein</translation>
    </message>
    <message>
        <source>{0} must be a number {1} to {2} or null</source>
        <translation type="vanished">{0} muss eine Zahl von {1} bis {2} oder null sein</translation>
    </message>
    <message>
        <source>ordering must be a list of names</source>
        <translation type="vanished">„ordering“ muss eine Liste von Namen sein</translation>
    </message>
    <message>
        <source>unknown move ordering {0} (known: {1})</source>
        <translation type="vanished">unbekannte Zugsortierung {0} (bekannt: {1})</translation>
    </message>
</context>
<context>
    <name>Enhancements</name>
    <message>
        <location filename="../../engine/enhancements.py" line="79"/>
        <source>exact solver</source>
        <translation>exakter Solver</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="81"/>
        <source>iterative deepening</source>
        <translation>iterative Vertiefung</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="83"/>
        <source>table {0} MB</source>
        <translation>Tabelle {0} MB</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="87"/>
        <source>pv idle: no iterative deepening</source>
        <translation>pv ruht: keine iterative Vertiefung</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="88"/>
        <source>tt idle: no table</source>
        <translation>tt ruht: keine Tabelle</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="91"/>
        <source>ordering {0} ({1})</source>
        <translation>Sortierung {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="94"/>
        <source>ordering {0}</source>
        <translation>Sortierung {0}</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="98"/>
        <source>aspiration ±{0}</source>
        <translation>Aspiration ±{0}</translation>
    </message>
    <message>
        <location filename="../../engine/enhancements.py" line="100"/>
        <source>quiescence</source>
        <translation>Ruhesuche</translation>
    </message>
</context>
<context>
    <name>EnhancementsForm</name>
    <message>
        <location filename="../panels/enhancements_form.py" line="58"/>
        <source>Iterative deepening</source>
        <translation>Iterative Vertiefung</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="59"/>
        <source>Search depth 1, 2, 3, ... up to the depth cutoff; each finished depth is shown in the statistics. With a time or node limit the answer is the deepest finished depth&apos;s.</source>
        <translation>Tiefe 1, 2, 3, … bis zur Tiefenschranke durchsuchen; jede fertige Tiefe erscheint in der Statistik. Mit Zeit- oder Knotenlimit gilt die Antwort der tiefsten fertigen Tiefe.</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="62"/>
        <source>Principal variation search (PVS)</source>
        <translation>Hauptvariantensuche (PVS)</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="63"/>
        <source>Search the first move with the full window and test every other move with a null window; re-search only the ones that turn out better</source>
        <translation>Den ersten Zug mit vollem Fenster durchsuchen, jeden weiteren mit einem Nullfenster testen; nur die, die sich als besser erweisen, erneut durchsuchen</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="66"/>
        <source>Quiescence: search on through immediate threats</source>
        <translation>Ruhesuche: Drohungen weiterverfolgen</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="67"/>
        <source>At the depth cutoff, do not stop in a position with a win to take or to block: search the forcing moves one ply further (changes values: the evaluation sees fewer blunders)</source>
        <translation>An der Tiefenschranke nicht in einer Stellung mit einem möglichen oder abzuwehrenden Gewinn stoppen: die erzwingenden Züge einen Halbzug weiter durchsuchen (ändert Werte: Die Bewertung sieht weniger Patzer)</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="70"/>
        <source>Solve exactly (the game&apos;s exact solver)</source>
        <translation>Exakt lösen (Solver des Spiels)</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="71"/>
        <source>Search to the end of the game with the exact solver: win, draw or loss. Meant for late positions (with a time limit as a guard); the depth cutoff is ignored</source>
        <translation>Mit dem exakten Solver bis zum Spielende suchen: Sieg, Remis oder Niederlage. Gedacht für späte Stellungen (mit einem Zeitlimit als Absicherung); die Tiefenschranke wird ignoriert</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="86"/>
        <source>Speed-ups</source>
        <translation>Beschleunigungen</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="103"/>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="106"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="108"/>
        <source>Stop the search after this long and play the best move found (with iterative deepening: the deepest finished depth&apos;s)</source>
        <translation>Die Suche nach dieser Zeit beenden und den besten gefundenen Zug spielen (mit iterativer Vertiefung: den der tiefsten fertigen Tiefe)</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="110"/>
        <source>Node limit</source>
        <translation>Knotenlimit</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="115"/>
        <source>Stop the search after this many nodes</source>
        <translation>Die Suche nach so vielen Knoten beenden</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="117"/>
        <source>Transposition table</source>
        <translation>Transpositionstabelle</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="119"/>
        <source> MB</source>
        <comment>megabytes</comment>
        <translation> MB</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="121"/>
        <source>Remember searched positions (value, bound, depth, best move) and reuse them when the same position is reached by another move order</source>
        <translation>Durchsuchte Stellungen merken (Wert, Schranke, Tiefe, bester Zug) und wiederverwenden, wenn dieselbe Stellung über eine andere Zugfolge erreicht wird</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="128"/>
        <source>The previous iteration&apos;s best line first (needs iterative deepening to have one)</source>
        <translation>Die beste Zugfolge der vorigen Iteration zuerst (braucht iterative Vertiefung)</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="129"/>
        <source>The table&apos;s best move first (needs the transposition table)</source>
        <translation>Den besten Zug der Tabelle zuerst (braucht die Transpositionstabelle)</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="130"/>
        <source>Moves that caused a cutoff at the same ply elsewhere in the tree</source>
        <translation>Züge, die im selben Halbzug anderswo im Baum einen Schnitt ausgelöst haben</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="131"/>
        <source>Moves that caused cutoffs anywhere, weighted by the depth below them</source>
        <translation>Züge, die irgendwo Schnitte ausgelöst haben, gewichtet nach der Tiefe darunter</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="132"/>
        <source>The game&apos;s own order: centre first in Connect Four, wins and forced blocks first</source>
        <translation>Die eigene Reihenfolge des Spiels: bei Vier gewinnt die Mitte zuerst, Gewinne und erzwungene Abwehrzüge zuerst</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="141"/>
        <source>Move ordering</source>
        <translation>Zugsortierung</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="144"/>
        <source>Aspiration window ±</source>
        <translation>Aspirationsfenster ±</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="148"/>
        <source>With iterative deepening: search the root with a narrow window around the previous depth&apos;s value; re-search when the value falls outside it</source>
        <translation>Mit iterativer Vertiefung: die Wurzel mit einem engen Fenster um den Wert der vorigen Tiefe durchsuchen; erneut suchen, wenn der Wert außerhalb liegt</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="236"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="241"/>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="242"/>
        <source>move ordering</source>
        <translation>Zugsortierung</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="244"/>
        <source>quiescence</source>
        <translation>Ruhesuche</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="245"/>
        <source>solver</source>
        <translation>Solver</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="257"/>
        <source>Off here — {0}: {1}.</source>
        <translation>Hier nicht verfügbar — {0}: {1}.</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="259"/>
        <source>Aspiration windows need iterative deepening: off until it is on.</source>
        <translation>Aspirationsfenster brauchen iterative Vertiefung: aus, bis diese eingeschaltet ist.</translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="261"/>
        <source>The solver searches to the end of the game (depth ignored): for late positions (about 20 empty cells or fewer). Give it a time limit; stopped before the position is solved, it has no better move than the first.</source>
        <translation>Der Solver sucht bis zum Spielende (Tiefe ignoriert): für späte Stellungen (etwa 20 leere Felder oder weniger). Mit Zeitlimit verwenden; vor der Lösung gestoppt, hat er keinen besseren Zug als den ersten.</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <location filename="../window/startup.py" line="77"/>
        <source>The full traceback is also in {0}</source>
        <translation>Der vollständige Traceback steht auch in {0}</translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="91"/>
        <source>{0}

{1} more error(s) since this message opened; each is in the log.</source>
        <translation>{0}

Weitere Fehler seit dem Öffnen dieser Meldung: {1}; jeder steht im Protokoll.</translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="97"/>
        <source>Minimax Studio: an internal error</source>
        <translation>Minimax Studio: ein interner Fehler</translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="98"/>
        <source>Something went wrong inside Minimax Studio (a bug). The application goes on; please report it with the details below.</source>
        <translation>In Minimax Studio ist etwas schiefgegangen (ein Programmfehler). Die Anwendung läuft weiter; bitte melden Sie ihn mit den Details unten.</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../panels/eval_graph.py" line="99"/>
        <source>exact, to the end of the game</source>
        <translation>exakt, bis zum Spielende</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="100"/>
        <source>{0}, depth {1}</source>
        <translation>{0}, Tiefe {1}</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="129"/>
        <source>the game&apos;s result</source>
        <translation>das Ergebnis der Partie</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="136"/>
        <source>the computer&apos;s search for move {0}</source>
        <translation>die Suche des Computers zu Zug {0}</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="142"/>
        <source>an analysis of this position</source>
        <translation>eine Analyse dieser Stellung</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="179"/>
        <source>(a proven win)</source>
        <translation>(ein bewiesener Sieg)</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="180"/>
        <source>(a proven loss)</source>
        <translation>(eine bewiesene Niederlage)</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="198"/>
        <location filename="../panels/eval_graph.py" line="219"/>
        <source>the first player</source>
        <translation>den ersten Spieler</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="203"/>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="265"/>
        <source>{0} evaluation</source>
        <translation>Bewertung „{0}“</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="266"/>
        <source>several evaluations (point at one: which)</source>
        <translation>mehrere Bewertungen (auf einen Punkt zeigen: welche)</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="267"/>
        <source>Value for {0} (up: better for them)</source>
        <translation>Wert für {0} (nach oben: besser)</translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/eval_graph.py" line="298"/>
        <source>After %n plies</source>
        <translation>
            <numerusform>Nach %n Halbzug</numerusform>
            <numerusform>Nach %n Halbzügen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="299"/>
        <source>{0}: no value yet (Analyse the whole game fills it)</source>
        <translation>{0}: noch kein Wert („Ganzes Spiel analysieren“ füllt ihn)</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="300"/>
        <source>{0}: {1} for {2}, from {3}</source>
        <translation>{0}: {1} für {2}, Quelle: {3}</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="314"/>
        <source>No values yet</source>
        <translation>Noch keine Werte</translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/eval_graph.py" line="318"/>
        <source>%n positions with a value; the last, after {0} plies, is {1} for {2}</source>
        <translation>
            <numerusform>%n Stellung mit Wert; die letzte, nach Halbzug {0}, ist {1} für {2}</numerusform>
            <numerusform>%n Stellungen mit Wert; die letzte, nach Halbzug {0}, ist {1} für {2}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="353"/>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="353"/>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="371"/>
        <source>No values yet: the computer&apos;s searches and analyses appear here</source>
        <translation>Noch keine Werte: Suchen und Analysen des Computers erscheinen hier</translation>
    </message>
</context>
<context>
    <name>EvalLab</name>
    <message>
        <location filename="../eval_lab/lab.py" line="149"/>
        <source>Where evaluate failed</source>
        <translation>Wo evaluate fehlschlug</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="170"/>
        <source>Evaluation lab</source>
        <translation>Bewertungslabor</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="220"/>
        <source>Evaluation &amp;lab</source>
        <translation>Bewertungs&amp;labor</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="222"/>
        <source>Write your own evaluation function and see what it changes</source>
        <translation>Eine eigene Bewertungsfunktion schreiben und sehen, was sie ändert</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="224"/>
        <source>Apply evaluation</source>
        <translation>Bewertung anwenden</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="274"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="274"/>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="275"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="341"/>
        <source>The file cannot be used</source>
        <translation>Die Datei ist nicht verwendbar</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="354"/>
        <source>Applied {0} to {1}; analysing with the previous and the new evaluation…</source>
        <translation>{0} für {1} angewendet; Analyse mit der bisherigen und der neuen Bewertung…</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="409"/>
        <source>Comparing {0} and {1}…</source>
        <translation>{0} und {1} werden verglichen…</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="420"/>
        <source>A vs B: done.</source>
        <translation>A gegen B: fertig.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="425"/>
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="426"/>
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="439"/>
        <source>Evaluation lab — {0} for {1}</source>
        <translation>Bewertungslabor — {0} für {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="453"/>
        <source>Analysed.</source>
        <translation>Analysiert.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="455"/>
        <source>Analysed. The choice changed.</source>
        <translation>Analysiert. Die Wahl hat sich geändert.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="455"/>
        <source>Analysed. Same choice.</source>
        <translation>Analysiert. Gleiche Wahl.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="465"/>
        <source>Stopped: the analysis was not finished.</source>
        <translation>Gestoppt: Die Analyse wurde nicht beendet.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="466"/>
        <source>Stopped after the time limit ({0} s; see “limit” beside Stop): the analysis was not finished.</source>
        <translation>Nach dem Zeitlimit gestoppt ({0} s; siehe „Limit“ neben Stopp): Die Analyse wurde nicht beendet.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="472"/>
        <source>The search stopped</source>
        <translation>Die Suche wurde gestoppt</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="473"/>
        <source>The search stopped after the time limit ({0} s; see “limit” beside Stop)</source>
        <translation>Die Suche wurde nach dem Zeitlimit gestoppt ({0} s; siehe „Limit“ neben Stopp)</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="476"/>
        <location filename="../eval_lab/lab.py" line="588"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="479"/>
        <source>The search stopped: {0}: {1}</source>
        <translation>Die Suche wurde gestoppt: {0}: {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="545"/>
        <source>Explaining the value failed</source>
        <translation>Erklärung des Werts fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="555"/>
        <source>Load an evaluation file?</source>
        <translation>Bewertungsdatei laden?</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="556"/>
        <source>This game&apos;s settings use the evaluation file {0}:
{1}

An evaluation file is Python code and runs with your rights, like any script you run. Load it only if you trust it.

Load it? (If not, the sides that use it play with {2}.)</source>
        <translation>Die Einstellungen dieses Spiels verwenden die Bewertungsdatei {0}:
{1}

Eine Bewertungsdatei ist Python-Code und läuft mit Ihren Rechten, wie jedes Skript, das Sie ausführen. Laden Sie sie nur, wenn Sie ihr vertrauen.

Laden? (Andernfalls spielen die Seiten, die sie verwenden, mit {2}.)</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="565"/>
        <source>Could not load {0}: {1}</source>
        <translation>{0} konnte nicht geladen werden: {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="581"/>
        <source>line {0}</source>
        <translation>Zeile {0}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="583"/>
        <source>{0}: {1}: {2}</source>
        <translation>{0}: {1}: {2}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="585"/>
        <source>{0}
Position: {1}</source>
        <translation>{0}
Stellung: {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="586"/>
        <source>{0}
The game and the settings are as they were.</source>
        <translation>{0}
Das Spiel und die Einstellungen sind unverändert.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="596"/>
        <source>The computer&apos;s search stopped: {0}</source>
        <translation>Die Suche des Computers wurde gestoppt: {0}</translation>
    </message>
</context>
<context>
    <name>EvalLabLogic</name>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="47"/>
        <source>to the end</source>
        <translation>bis zum Ende</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="48"/>
        <source>depth {0}</source>
        <translation>Tiefe {0}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="49"/>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="50"/>
        <source>no evaluation</source>
        <translation>keine Bewertung</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="72"/>
        <source>The game is over: there is nothing to analyse in this position.</source>
        <translation>Das Spiel ist vorbei: In dieser Stellung gibt es nichts zu analysieren.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="75"/>
        <source>Roll the die first: the moves depend on the roll.</source>
        <translation>Erst würfeln: Die Züge hängen vom Wurf ab.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="106"/>
        <source>{0} (built-in)</source>
        <translation>{0} (eingebaut)</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="132"/>
        <source>Evaluation cost per call: {0}</source>
        <translation>Kosten der Bewertung pro Aufruf: {0}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="136"/>
        <source>{0} — {1}: {2} ({3}×)</source>
        <translation>{0} — {1}: {2} ({3}×)</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="142"/>
        <source>{0}. Slow: a search makes thousands of calls, so each costs; keep evaluate() simple.</source>
        <translation>{0}. Langsam: Eine Suche ruft sie tausendfach auf, jeder Aufruf zählt; evaluate() einfach halten.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="173"/>
        <source>the root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="176"/>
        <source>{0}: the game is over here (value {1}): a terminal position is scored win/draw/loss, never evaluated.</source>
        <translation>{0}: Hier ist das Spiel vorbei (Wert {1}): Eine Endstellung wird als Sieg/Remis/Niederlage gewertet, nie bewertet.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="180"/>
        <source>{0}: a chance node (value {1}): the expectation over the rolls.</source>
        <translation>{0}: ein Zufallsknoten (Wert {1}): der Erwartungswert über die Würfe.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="185"/>
        <source>a leaf the evaluation scored</source>
        <translation>ein von der Bewertung bewertetes Blatt</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="186"/>
        <source>an inner node (its value comes from below; the evaluation here would say:)</source>
        <translation>ein innerer Knoten (sein Wert kommt von unten; die Bewertung hier ergäbe:)</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="189"/>
        <source>{0} — {1}. Search value {2}; {3} for {4}: {5}</source>
        <translation>{0} — {1}. Suchwert {2}; {3} für {4}: {5}</translation>
    </message>
</context>
<context>
    <name>EvalLabWidget</name>
    <message>
        <source>New</source>
        <translation type="vanished">Neu</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="56"/>
        <source>A new evaluation file from the template for this game</source>
        <translation>Eine neue Bewertungsdatei aus der Vorlage für dieses Spiel</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="vanished">Öffnen…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="vanished">Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="vanished">Speichern unter…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="vanished">Anwenden</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="64"/>
        <source>Use this evaluation for the chosen side and analyse the position ({0})</source>
        <translation>Diese Bewertung für die gewählte Seite verwenden und die Stellung analysieren ({0})</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="vanished">Stopp</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="74"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="75"/>
        <source>limit </source>
        <translation>Limit </translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="76"/>
        <source>Each analysis of the lab stops by itself after this long (an evaluate that never returns shows the line it was on)</source>
        <translation>Jede Analyse des Labors stoppt nach dieser Zeit von selbst (hängt evaluate, wird die Zeile gezeigt, in der es hing)</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="82"/>
        <source>The lab is analysing</source>
        <translation>Das Labor analysiert</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="85"/>
        <source>The side that uses the evaluation (the other side keeps its own)</source>
        <translation>Die Seite, die die Bewertung verwendet (die andere behält ihre eigene)</translation>
    </message>
    <message>
        <source>for</source>
        <translation type="vanished">für</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="116"/>
        <source>Apply an evaluation, or change a weight or the depth: the previous and the new analysis of this position appear here side by side.</source>
        <translation>Eine Bewertung anwenden oder ein Gewicht oder die Tiefe ändern: Die bisherige und die neue Analyse dieser Stellung erscheinen hier nebeneinander.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="129"/>
        <source>What changed</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="vanished">Vergleichen</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="137"/>
        <source>A</source>
        <comment>the first evaluation compared</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="139"/>
        <source>B</source>
        <comment>the second evaluation compared</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="147"/>
        <source>Two evaluations on the same position, at the chosen side&apos;s depth and weights (each evaluation at its default weights unless it is the side&apos;s own).</source>
        <translation>Zwei Bewertungen auf derselben Stellung, mit Tiefe und Gewichten der gewählten Seite (jede Bewertung mit ihren Standardgewichten, außer sie ist die eigene der Seite).</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="156"/>
        <source>A vs B</source>
        <translation>A gegen B</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="160"/>
        <source>Select a node in the Search tree: the evaluation&apos;s terms at that position appear here.</source>
        <translation>Einen Knoten im Suchbaum auswählen: Die Terme der Bewertung in dieser Stellung erscheinen hier.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="166"/>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="166"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="171"/>
        <source>Why this value</source>
        <translation>Warum dieser Wert</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation type="vanished">Ordner wählen…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="vanished">Neu laden</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="55"/>
        <source>&amp;New</source>
        <translation>Ne&amp;u</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="58"/>
        <source>O&amp;pen…</source>
        <translation>Öff&amp;nen…</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="60"/>
        <source>S&amp;ave</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="62"/>
        <source>Sav&amp;e as…</source>
        <translation>Spe&amp;ichern unter…</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="63"/>
        <source>App&amp;ly</source>
        <translation>Anw&amp;enden</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="68"/>
        <source>&amp;Stop</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="92"/>
        <source>f&amp;or</source>
        <translation>&amp;für</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="136"/>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="178"/>
        <source>Choose fol&amp;der…</source>
        <translation>&amp;Ordner wählen…</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="179"/>
        <source>&amp;Reload</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="186"/>
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="186"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="186"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="189"/>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="238"/>
        <source>Folder: {0}</source>
        <translation>Ordner: {0}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="239"/>
        <source>No folder chosen: evaluation files in a folder you choose are loaded at start.</source>
        <translation>Kein Ordner gewählt: Bewertungsdateien in einem gewählten Ordner werden beim Start geladen.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="244"/>
        <source>✓ loaded</source>
        <translation>✓ geladen</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="244"/>
        <source>✗ {0}</source>
        <translation>✗ {0}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="251"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>ExplorerMode</name>
    <message>
        <location filename="../window/explorer_mode.py" line="47"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="54"/>
        <source>Tree explorer</source>
        <translation>Baum-Explorer</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="55"/>
        <source>Play and watch the computer think</source>
        <translation>Spielen und dem Computer beim Denken zusehen</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="56"/>
        <source>Textbook trees drawn as trees, alpha-beta step by step</source>
        <translation>Lehrbuchbäume als Bäume gezeichnet, Alpha-Beta Schritt für Schritt</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="58"/>
        <source>Tree &amp;explorer</source>
        <translation>Baum-&amp;Explorer</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="61"/>
        <source>Switch between the game and the tree explorer</source>
        <translation>Zwischen Spiel und Baum-Explorer wechseln</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="82"/>
        <source>Tree explorer: type a tree or pick an example; {0} returns to the game</source>
        <translation>Baum-Explorer: einen Baum eingeben oder ein Beispiel wählen; {0} führt zurück zum Spiel</translation>
    </message>
</context>
<context>
    <name>ExplorerSteps</name>
    <message>
        <location filename="../../engine/steps.py" line="177"/>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="182"/>
        <source>the root (MAX)</source>
        <translation>die Wurzel (MAX)</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="182"/>
        <source>The root (MAX)</source>
        <translation>Die Wurzel (MAX)</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="183"/>
        <source>the root (MIN)</source>
        <translation>die Wurzel (MIN)</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="183"/>
        <source>The root (MIN)</source>
        <translation>Die Wurzel (MIN)</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="184"/>
        <source>the root (chance)</source>
        <translation>die Wurzel (Zufall)</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="185"/>
        <source>The root (chance)</source>
        <translation>Die Wurzel (Zufall)</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="189"/>
        <source>MAX node {0}</source>
        <translation>MAX-Knoten {0}</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="190"/>
        <source>MIN node {0}</source>
        <translation>MIN-Knoten {0}</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="191"/>
        <source>chance node {0}</source>
        <translation>Zufallsknoten {0}</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="192"/>
        <source>Chance node {0}</source>
        <translation>Zufallsknoten {0}</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="194"/>
        <source>leaf {0}</source>
        <translation>Blatt {0}</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="194"/>
        <source>Leaf {0}</source>
        <translation>Blatt {0}</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="236"/>
        <source>Done: the root&apos;s value is {0}.</source>
        <translation>Fertig: Die Wurzel hat den Wert {0}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="241"/>
        <source>Done: the root&apos;s value is {0}; the best move is to {1}, and the principal variation is {2}.</source>
        <translation>Fertig: Die Wurzel hat den Wert {0}; der beste Zug führt zu {1}, die Hauptvariante ist {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="246"/>
        <source>Done: the root&apos;s value is {0}; the best move is to {1}.</source>
        <translation>Fertig: Die Wurzel hat den Wert {0}; der beste Zug führt zu {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="251"/>
        <source>Done: the root&apos;s value is {0}; the best move is {1}, and the principal variation {2}.</source>
        <translation>Fertig: Die Wurzel hat den Wert {0}; der beste Zug ist {1}, die Hauptvariante {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="256"/>
        <source>Done: the root&apos;s value is {0}; the best move is {1}.</source>
        <translation>Fertig: Die Wurzel hat den Wert {0}; der beste Zug ist {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="314"/>
        <source>{0} is at the depth cutoff: the evaluation function gives {1}.</source>
        <translation>{0} liegt an der Tiefenschranke: Die Bewertungsfunktion ergibt {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="317"/>
        <source>{0} is evaluated: {1}.</source>
        <translation>{0} wird bewertet: {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="340"/>
        <source>{0} returns {1} to {2} (probability {3}): the running sum is {4} = {5}.</source>
        <translation>{0} gibt {1} an {2} zurück (Wahrscheinlichkeit {3}): Die laufende Summe ist {4} = {5}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="349"/>
        <source>{0} returns {1} to {2}: v = max({3}, {1}) = {1}.</source>
        <translation>{0} gibt {1} an {2} zurück: v = max({3}, {1}) = {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="352"/>
        <source>{0} returns {1} to {2}: v = min({3}, {1}) = {1}.</source>
        <translation>{0} gibt {1} an {2} zurück: v = min({3}, {1}) = {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="355"/>
        <source>{0} returns {1} to {2}: v stays {3} ({1} is not more).</source>
        <translation>{0} gibt {1} an {2} zurück: v bleibt {3} ({1} ist nicht größer).</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="358"/>
        <source>{0} returns {1} to {2}: v stays {3} ({1} is not less).</source>
        <translation>{0} gibt {1} an {2} zurück: v bleibt {3} ({1} ist nicht kleiner).</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="362"/>
        <source>{0} ({1}, but no children remain to prune.)</source>
        <translation>{0} ({1}, aber es bleiben keine Kinder zum Abschneiden.)</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="376"/>
        <source>{0}: α = max(α, v) = {1}, so a MIN child below it stops as soon as its v falls to {1} or less.</source>
        <translation>{0}: α = max(α, v) = {1}, also bricht ein MIN-Kind darunter ab, sobald sein v auf {1} oder weniger fällt.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="381"/>
        <source>{0}: β = min(β, v) = {1}, so a MAX child below it stops as soon as its v reaches {1} or more.</source>
        <translation>{0}: β = min(β, v) = {1}, also bricht ein MAX-Kind darunter ab, sobald sein v {1} oder mehr erreicht.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="388"/>
        <source>{0}: the expectation {1} = {2}.</source>
        <translation>{0}: Erwartungswert {1} = {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="399"/>
        <source>Enter {0} with α = {1}, β = {2} (1 child).</source>
        <translation>Die Suche betritt {0} mit α = {1}, β = {2} (1 Kind).</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="401"/>
        <source>Enter {0} with α = {1}, β = {2} (%n children).</source>
        <translation>Die Suche betritt {0} mit α = {1}, β = {2} (%n Kinder).</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="404"/>
        <source>Enter {0} (1 child).</source>
        <translation>Die Suche betritt {0} (1 Kind).</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="405"/>
        <source>Enter {0} (%n children).</source>
        <translation>Die Suche betritt {0} (%n Kinder).</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="425"/>
        <source>{0}: {1}, the remaining child {2} is pruned.</source>
        <translation>{0}: {1}, das verbleibende Kind {2} wird abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="427"/>
        <source>{0}: {1}, the remaining children {2} are pruned.</source>
        <translation>{0}: {1}, die verbleibenden Kinder {2} werden abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="432"/>
        <source>{0}: {1}, the remaining 1 child is pruned.</source>
        <translation>{0}: {1}, das eine verbleibende Kind wird abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../engine/steps.py" line="434"/>
        <source>{0}: {1}, the remaining %n children are pruned.</source>
        <translation>{0}: {1}, die %n verbleibenden Kinder werden abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>ExportPicture</name>
    <message>
        <location filename="../pictures/export_picture.py" line="36"/>
        <source>SVG picture (*.svg);;PNG image (*.png)</source>
        <translation>SVG-Bild (*.svg);;PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="110"/>
        <source>Export {0}</source>
        <translation>{0} exportieren</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="120"/>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="121"/>
        <source>The picture was not saved. {0}</source>
        <translation>Das Bild wurde nicht gespeichert. {0}</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="128"/>
        <source>Export {0} as SVG or PNG…</source>
        <translation>{0} als SVG oder PNG exportieren…</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../../engine/games/connect4/__init__.py" line="49"/>
        <source>Connect Four</source>
        <translation>Vier gewinnt</translation>
    </message>
    <message>
        <location filename="../../engine/games/einstein/__init__.py" line="179"/>
        <source>EinStein würfelt nicht!</source>
        <translation>EinStein würfelt nicht!</translation>
    </message>
    <message>
        <location filename="../../engine/games/nim/__init__.py" line="48"/>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <location filename="../../engine/games/othello/__init__.py" line="71"/>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <location filename="../../engine/games/tictactoe/__init__.py" line="91"/>
        <source>Tic-tac-toe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <location filename="../../engine/games/tree.py" line="367"/>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/engine_searches.py" line="27"/>
        <source>Thinking</source>
        <translation>Denkt nach</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="28"/>
        <source>Finding a hint</source>
        <translation>Sucht einen Tipp</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="29"/>
        <source>Analysing the position</source>
        <translation>Analysiert die Stellung</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="77"/>
        <source>Computer paused (P resumes)</source>
        <translation>Computer pausiert (P setzt fort)</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="79"/>
        <source>Next computer move shortly</source>
        <translation>Computerzug folgt gleich</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="80"/>
        <source>Engine idle</source>
        <translation>Engine untätig</translation>
    </message>
    <message>
        <location filename="../app/game_shelf.py" line="70"/>
        <source>New game — Undo ({0}) brings the previous game back.</source>
        <translation>Neues Spiel — Rückgängig ({0}) holt das vorige Spiel zurück.</translation>
    </message>
    <message>
        <location filename="../app/game_shelf.py" line="100"/>
        <source>Playing from the position — Undo ({0}) brings the previous game back.</source>
        <translation>Spiel ab dieser Stellung — Rückgängig ({0}) holt das vorige Spiel zurück.</translation>
    </message>
    <message>
        <location filename="../app/game_shelf.py" line="102"/>
        <source>Playing from the position.</source>
        <translation>Spiel ab dieser Stellung.</translation>
    </message>
    <message>
        <location filename="../app/game_shelf.py" line="110"/>
        <source>The previous game is back (%n moves); Redo returns to the later one.</source>
        <translation>Das vorige Spiel ist zurück (Züge: %n); Wiederholen kehrt zum späteren zurück.</translation>
    </message>
    <message>
        <location filename="../app/game_shelf.py" line="120"/>
        <source>The later game is back (%n moves played, {0} to redo).</source>
        <translation>Das spätere Spiel ist zurück (gespielte Züge: %n, {0} zum Wiederholen).</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="227"/>
        <source>Settings changed: they apply to the next search.</source>
        <translation>Einstellungen geändert: gültig ab der nächsten Suche.</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="260"/>
        <source>There is no die to roll now.</source>
        <translation>Gerade gibt es nichts zu würfeln.</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="261"/>
        <source>The computer rolls its own die.</source>
        <translation>Der Computer würfelt selbst.</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="267"/>
        <source>{0} rolled {1}.</source>
        <translation>{0} hat {1} gewürfelt.</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="332"/>
        <source>{0} has no legal move and passes.</source>
        <translation>{0} hat keinen legalen Zug und passt.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="94"/>
        <source>exact solver (endgame)</source>
        <translation>exakter Solver (Endspiel)</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="112"/>
        <source>Choose the outside program for {0} in the settings (a command line or a file), then resume (P).</source>
        <translation>Wählen Sie in den Einstellungen das externe Programm für {0} (eine Befehlszeile oder eine Datei), dann fortsetzen (P).</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="123"/>
        <source>A hint is for a human&apos;s turn.</source>
        <translation>Einen Tipp gibt es nur, wenn ein Mensch am Zug ist.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="134"/>
        <source>Roll the die first (R): the moves depend on the roll.</source>
        <translation>Erst würfeln (R): Die Züge hängen vom Wurf ab.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="139"/>
        <source>The computer is thinking: its move values are shown live.</source>
        <translation>Der Computer denkt nach: Seine Zugwerte werden live angezeigt.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="156"/>
        <source>Stopped {0}: an outside program gives no move before it has finished. It starts again when you resume (P).</source>
        <translation>{0} angehalten: Ein externes Programm nennt keinen Zug, bevor es fertig ist. Es startet neu, wenn Sie fortsetzen (P).</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="369"/>
        <source>{0} cannot play {1}: {2}</source>
        <translation>{0} kann {1} nicht spielen: {2}</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="372"/>
        <source>Minimax Studio&apos;s own search plays instead; choose another program in the settings.</source>
        <translation>Stattdessen spielt die eigene Suche von Minimax Studio; wählen Sie in den Einstellungen ein anderes Programm.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="198"/>
        <source>Move {0}</source>
        <translation>Zug {0}</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="199"/>
        <source>Hint at move {0}</source>
        <translation>Tipp bei Zug {0}</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="200"/>
        <source>Analysis at move {0}</source>
        <translation>Analyse bei Zug {0}</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="231"/>
        <source>Stopped after %n playout(s): the most visited move so far is used.</source>
        <translation>Gestoppt nach Playouts: %n. Der bisher meistbesuchte Zug wird verwendet.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="234"/>
        <source>Stopped before the first playout: the move is only a static choice.</source>
        <translation>Vor dem ersten Playout gestoppt: Der Zug ist nur eine statische Wahl.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="239"/>
        <source>The search reached {0}: the deepest finished depth&apos;s move is used.</source>
        <translation>Die Suche erreichte {0}: Der Zug der tiefsten vollständig durchsuchten Tiefe wird verwendet.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="242"/>
        <source>its move</source>
        <translation>der gewählte Zug</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="244"/>
        <source>Stopped before any move was fully searched: {0} has no value. With iterative deepening (Speed-ups) Stop has a searched move.</source>
        <translation>Gestoppt, bevor ein Zug ganz durchsucht war: {0} hat keinen Wert. Mit iterativer Vertiefung (Beschleunigungen) liefert Stopp einen durchsuchten Zug.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="247"/>
        <source>Search stopped: the best result found so far is used.</source>
        <translation>Suche gestoppt: Das bisher beste Ergebnis wird verwendet.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="265"/>
        <source>The engine returned no move.</source>
        <translation>Die Engine hat keinen Zug geliefert.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="275"/>
        <source>Hint: {0} (value {1}, {2})</source>
        <translation>Tipp: {0} (Wert {1}, {2})</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="289"/>
        <source>{0}

The game is as it was. Choose another player for {1} in the settings, or resume (P) to ask the program again.</source>
        <translation>{0}

Die Partie ist unverändert. Wählen Sie in den Einstellungen einen anderen Spieler für {1} oder setzen Sie fort (P), um das Programm erneut zu fragen.</translation>
    </message>
    <message>
        <location filename="../app/engine_searches.py" line="295"/>
        <source>The search failed: {0}</source>
        <translation>Die Suche ist fehlgeschlagen: {0}</translation>
    </message>
</context>
<context>
    <name>GameEvaluation</name>
    <message>
        <location filename="../window/game_evaluation.py" line="57"/>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="61"/>
        <location filename="../window/game_evaluation.py" line="191"/>
        <location filename="../window/game_evaluation.py" line="201"/>
        <source>Analyse the &amp;whole game</source>
        <translation>&amp;Ganzes Spiel analysieren</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="63"/>
        <source>Search every position of the game that has no value yet, for the evaluation graph (again to stop)</source>
        <translation>Jede Stellung der Partie ohne Wert durchsuchen, für den Bewertungsverlauf (erneut zum Stoppen)</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="132"/>
        <source>Analysis of the game stopped: the values found so far stay.</source>
        <translation>Analyse der Partie gestoppt: Die bisher gefundenen Werte bleiben.</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="143"/>
        <source>Every position of the game has a value.</source>
        <translation>Jede Stellung der Partie hat einen Wert.</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="151"/>
        <source>Stop analysing the &amp;whole game</source>
        <translation>Analyse des &amp;ganzen Spiels stoppen</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="169"/>
        <source>Analysing the whole game: position {0} of {1} (after {2} plies, {3})</source>
        <translation>Analyse der ganzen Partie: Stellung {0} von {1} (Halbzug {2}, {3})</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="187"/>
        <source>Analysing the game failed: {0}</source>
        <translation>Analyse der Partie fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="192"/>
        <source>Analysed {0} positions of the game.</source>
        <translation>Stellungen der Partie analysiert: {0}.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../app/game_file.py" line="99"/>
        <location filename="../app/game_file.py" line="102"/>
        <source>cannot write {0}: {1}</source>
        <translation>{0} kann nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="122"/>
        <source>this is not a Minimax Studio game file ({0})</source>
        <translation>dies ist keine Spieldatei von Minimax Studio ({0})</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="131"/>
        <source>this game file is too large or too deeply nested to open</source>
        <translation>diese Spieldatei ist zu groß oder zu tief verschachtelt zum Öffnen</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="137"/>
        <source>this game file could not be read (an unexpected problem; the details are in {0})</source>
        <translation>diese Spieldatei konnte nicht gelesen werden (ein unerwartetes Problem; Details in {0})</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="140"/>
        <source>this game file could not be read (an unexpected problem)</source>
        <translation>diese Spieldatei konnte nicht gelesen werden (ein unerwartetes Problem)</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="170"/>
        <source>this is not a Minimax Studio game file (no {0})</source>
        <translation>dies ist keine Spieldatei von Minimax Studio (ohne {0})</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="175"/>
        <source>unsupported game file version {0} (this version reads {1})</source>
        <translation>nicht unterstützte Version {0} der Spieldatei (diese Version liest {1})</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="181"/>
        <source>unknown game {0} (known: {1})</source>
        <translation>unbekanntes Spiel {0} (bekannt: {1})</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="184"/>
        <source>{0} cannot be played in the desktop application yet</source>
        <translation>{0} kann in der Desktop-Anwendung noch nicht gespielt werden</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="194"/>
        <source>&apos;moves_text&apos; must be a text in the game&apos;s move notation</source>
        <translation>&apos;moves_text&apos; muss ein Text in der Zugnotation des Spiels sein</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="197"/>
        <source>&apos;moves&apos; must be a list of whole numbers</source>
        <translation>&apos;moves&apos; muss eine Liste ganzer Zahlen sein</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="199"/>
        <source>the file has no moves (&apos;moves&apos; or &apos;moves_text&apos;)</source>
        <translation>die Datei enthält keine Züge (&apos;moves&apos; oder &apos;moves_text&apos;)</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="202"/>
        <source>&apos;start&apos; must be a text such as &quot;615243/123456&quot;</source>
        <translation>&apos;start&apos; muss ein Text wie &quot;615243/123456&quot; sein</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="206"/>
        <source>&apos;dice_seed&apos; must be a whole number 0 or more</source>
        <translation>&apos;dice_seed&apos; muss eine ganze Zahl ab 0 sein</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="214"/>
        <source>bad start arrangement: {0}</source>
        <translation>ungültige Startaufstellung: {0}</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="223"/>
        <source>&apos;start_position&apos; must be a position in the game&apos;s notation</source>
        <translation>&apos;start_position&apos; muss eine Stellung in der Notation des Spiels sein</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="227"/>
        <source>bad start position: {0}</source>
        <translation>ungültige Anfangsstellung: {0}</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="239"/>
        <source>the moves are not a legal {0} game: {1}</source>
        <translation>die Züge sind in {0} nicht legal: {1}</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="156"/>
        <source>bad player settings: {0}</source>
        <translation>ungültige Spielereinstellungen: {0}</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="162"/>
        <source>bad move history: {0}</source>
        <translation>ungültiger Zugverlauf: {0}</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="251"/>
        <source>&apos;evaluation_files&apos; must map evaluation names to file paths</source>
        <translation>&apos;evaluation_files&apos; muss Bewertungsnamen auf Dateipfade abbilden</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="264"/>
        <source>{0} was never saved to a file</source>
        <translation>{0} wurde nie in einer Datei gespeichert</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="268"/>
        <source>{0} ({1}) was not loaded</source>
        <translation>{0} ({1}) wurde nicht geladen</translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="274"/>
        <source>the sides that used it play with {0}</source>
        <translation>die Seiten, die sie verwendeten, spielen mit {0}</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../app/game_history.py" line="57"/>
        <source>{0} &apos;stats&apos; must be an object</source>
        <translation>{0} &apos;stats&apos; muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="101"/>
        <source>{0} must be a number</source>
        <translation>{0} muss eine Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="109"/>
        <source>{0} must be a whole number</source>
        <translation>{0} muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="115"/>
        <source>{0} must be a list of whole numbers</source>
        <translation>{0} muss eine Liste ganzer Zahlen sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="123"/>
        <source>{0} must be a text</source>
        <translation>{0} muss ein Text sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="129"/>
        <source>move {0}&apos;s</source>
        <translation>Zug {0}:</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="134"/>
        <location filename="../app/game_history.py" line="138"/>
        <source>{0} &apos;values&apos; must be a list of [move, value, bound]</source>
        <translation>{0} &apos;values&apos; muss eine Liste aus [Zug, Wert, Schranke] sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="143"/>
        <source>{0} &apos;stopped&apos; must be true or false</source>
        <translation>{0} &apos;stopped&apos; muss true oder false sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="163"/>
        <source>Move {0} — {1} (opened from a file: no tree)</source>
        <translation>Zug {0} — {1} (aus einer Datei geöffnet: kein Baum)</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="171"/>
        <source>&apos;history&apos; must be a list with one entry per move</source>
        <translation>&apos;history&apos; muss eine Liste mit einem Eintrag pro Zug sein</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="175"/>
        <source>&apos;history&apos; has {0} entries for {1} moves</source>
        <translation>&apos;history&apos; hat {0} Einträge für {1} Züge</translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="180"/>
        <source>move {0}: &apos;by&apos; must be &quot;human&quot; or &quot;computer&quot;</source>
        <translation>Zug {0}: &apos;by&apos; muss &quot;human&quot; oder &quot;computer&quot; sein</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/session.py" line="139"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../app/session.py" line="140"/>
        <source>{0} wins</source>
        <translation>{0} gewinnt</translation>
    </message>
    <message>
        <location filename="../app/session.py" line="166"/>
        <source>there is no die to roll here</source>
        <translation>hier gibt es nichts zu würfeln</translation>
    </message>
    <message>
        <location filename="../app/session.py" line="186"/>
        <source>{0} is not a legal move here</source>
        <translation>{0} ist hier kein legaler Zug</translation>
    </message>
</context>
<context>
    <name>GameTasks</name>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="106"/>
        <source>it is a draw</source>
        <translation>es ist ein Remis</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="107"/>
        <source>{0} has won</source>
        <translation>{0} hat gewonnen</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="117"/>
        <source>PLAYER(s) is {0}: {1}</source>
        <translation>PLAYER(s) ist {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="122"/>
        <source>{0} moves</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="130"/>
        <source>%n move(s) have been made, and the players take turns.</source>
        <translation>
            <numerusform>%n Zug wurde gespielt, und die Spieler ziehen abwechselnd.</numerusform>
            <numerusform>%n Züge wurden gespielt, und die Spieler ziehen abwechselnd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="137"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="139"/>
        <source>ACTIONS(s) is {{{0}}}: %n legal move(s).</source>
        <translation>
            <numerusform>ACTIONS(s) ist {{{0}}}: %n legaler Zug.</numerusform>
            <numerusform>ACTIONS(s) ist {{{0}}}: %n legale Züge.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="147"/>
        <source>TERMINAL-TEST(s) is true: the game is over ({0}).</source>
        <translation>TERMINAL-TEST(s) ist wahr: Das Spiel ist zu Ende ({0}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="151"/>
        <source>TERMINAL-TEST(s) is false: nobody has won and %n moves are still legal.</source>
        <translation>
            <numerusform>TERMINAL-TEST(s) ist falsch: Niemand hat gewonnen, und %n Zug ist noch legal.</numerusform>
            <numerusform>TERMINAL-TEST(s) ist falsch: Niemand hat gewonnen, und %n Züge sind noch legal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="159"/>
        <source>Answer yes or no.</source>
        <translation>Antworten Sie mit ja oder nein.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="170"/>
        <source>The game is over and {0}, so UTILITY(s, {1}) = {2}.</source>
        <translation>Das Spiel ist zu Ende und {0}, also ist UTILITY(s, {1}) = {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="189"/>
        <source>{0} is to move; minimax values its moves {1}; the best for {0} is {2}.</source>
        <translation>{0} ist am Zug; Minimax bewertet die Züge mit {1}; das Beste für {0} ist {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="192"/>
        <source>the value for {0} is {1}</source>
        <translation>der Wert für {0} ist {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="200"/>
        <source>Minimax values {0}&apos;s moves {1}; it plays {2} (the first of the equally good moves).</source>
        <translation>Minimax bewertet die Züge von {0} mit {1} und spielt {2} (den ersten der gleich guten Züge).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="204"/>
        <source>Minimax values {0}&apos;s moves {1}; it plays {2}.</source>
        <translation>Minimax bewertet die Züge von {0} mit {1} und spielt {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="215"/>
        <source>minimax plays {0}</source>
        <translation>Minimax spielt {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="217"/>
        <source>minimax plays {0} ({1} is worth as much)</source>
        <translation>Minimax spielt {0} ({1} ist gleich viel wert)</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="231"/>
        <source>Each side plays a best move in turn: minimax&apos;s line is {0}, worth {1} for {2}.</source>
        <translation>Jede Seite spielt abwechselnd einen besten Zug: Die Hauptvariante von Minimax ist {0}, wert {1} für {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="243"/>
        <source>Your move {0} ({1}) is not legal there.</source>
        <translation>Ihr {0}. Zug ({1}) ist dort nicht legal.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="249"/>
        <source>Your move {0} ({1}) is not a best move for {2}: minimax values the moves {3}. {4}</source>
        <translation>Ihr {0}. Zug ({1}) ist kein bester Zug für {2}: Minimax bewertet die Züge mit {3}. {4}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="255"/>
        <source>a principal variation: {0}</source>
        <translation>eine Hauptvariante: {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="269"/>
        <source>to the end of the game</source>
        <translation>bis zum Ende des Spiels</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="270"/>
        <source>%n ply/plies deep</source>
        <translation>
            <numerusform>%n Halbzug tief</numerusform>
            <numerusform>%n Halbzüge tief</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="283"/>
        <source>Searching {0}, alpha-beta visits {1} nodes without a table and {2} with one ({3} times a stored value answered a position reached again): the table saves {4} nodes, and the value is the same ({5}).</source>
        <translation>Bei einer Suche {0} besucht Alpha-Beta ohne Tabelle {1} Knoten und mit Tabelle {2} ({3}-mal beantwortete ein gespeicherter Wert eine erneut erreichte Stellung): Die Tabelle spart {4} Knoten, und der Wert bleibt gleich ({5}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="289"/>
        <source>Searching {0}, alpha-beta visits {1} nodes without a table and {2} with one: the table saves {3} nodes, and the value is the same ({4}).</source>
        <translation>Bei einer Suche {0} besucht Alpha-Beta ohne Tabelle {1} Knoten und mit Tabelle {2}: Die Tabelle spart {3} Knoten, und der Wert bleibt gleich ({4}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="310"/>
        <source>At depth {0} without quiescence the evaluation judges the position {1} for {2} (best move {3}). With it, {4} cutoff positions with a threat are searched on along the forcing moves, and the value is {5} (best move {6}): here quiescence does not change it.</source>
        <translation>In Tiefe {0} ohne Ruhesuche bewertet die Bewertungsfunktion die Stellung mit {1} für {2} (bester Zug {3}). Mit Ruhesuche werden {4} Stellungen an der Tiefenschranke, in denen eine Drohung steht, entlang der erzwungenen Züge weiter durchsucht, und der Wert ist {5} (bester Zug {6}): Hier ändert die Ruhesuche nichts.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="315"/>
        <source>At depth {0} without quiescence the evaluation judges the position {1} for {2} (best move {3}). With it, {4} cutoff positions with a threat are searched on along the forcing moves, and the value is {5} (best move {6}).</source>
        <translation>In Tiefe {0} ohne Ruhesuche bewertet die Bewertungsfunktion die Stellung mit {1} für {2} (bester Zug {3}). Mit Ruhesuche werden {4} Stellungen an der Tiefenschranke, in denen eine Drohung steht, entlang der erzwungenen Züge weiter durchsucht, und der Wert ist {5} (bester Zug {6}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="319"/>
        <source>with quiescence the position is worth {0} for {1}</source>
        <translation>mit Ruhesuche ist die Stellung {0} für {1} wert</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="334"/>
        <source>With {0} playouts (seed {1}) MCTS visits {2}&apos;s moves {3} times and plays the most visited, {4}.</source>
        <translation>Mit {0} Playouts (Seed {1}) besucht MCTS die Züge von {2} so oft: {3}, und spielt den meistbesuchten, {4}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="346"/>
        <source>MCTS plays {0}</source>
        <translation>MCTS spielt {0}</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../tournament/models.py" line="93"/>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="93"/>
        <source>Second</source>
        <translation>Zweiter</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="94"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="94"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="95"/>
        <source>Plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="95"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="131"/>
        <source>(double-click to replay it in the main window)</source>
        <translation>(Doppelklick spielt sie im Hauptfenster nach)</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="140"/>
        <source>start</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="145"/>
        <source>forfeit: {0}</source>
        <translation>verloren: {0}</translation>
    </message>
</context>
<context>
    <name>HeapEditor</name>
    <message>
        <location filename="../window/heap_editor.py" line="26"/>
        <source>The counters in each heap (0-{0}, up to {1} heaps) and the side to move.</source>
        <translation>Die Steine in jedem Haufen (0–{0}, bis zu {1} Haufen) und wer am Zug ist.</translation>
    </message>
    <message>
        <source>Add heap</source>
        <translation type="vanished">Haufen hinzufügen</translation>
    </message>
    <message>
        <source>Remove heap</source>
        <translation type="vanished">Haufen entfernen</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation type="vanished">Anfangsstellung</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation type="vanished">Am Zug:</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="32"/>
        <source>&amp;Add heap</source>
        <translation>Haufen hinzufü&amp;gen</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="34"/>
        <source>&amp;Remove heap</source>
        <translation>&amp;Haufen entfernen</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="36"/>
        <source>&amp;Start position</source>
        <translation>&amp;Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="38"/>
        <source>Side to &amp;move:</source>
        <translation>Am &amp;Zug:</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="54"/>
        <source>heap {0}: </source>
        <translation>Haufen {0}: </translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="55"/>
        <source>Heap {0}</source>
        <translation>Haufen {0}</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="89"/>
        <source>A legal position: the game is over (no counters left).</source>
        <translation>Eine erreichbare Stellung: Das Spiel ist vorbei (keine Steine mehr).</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../window/help_dialog.py" line="18"/>
        <source>Help page</source>
        <translation>Hilfeseite</translation>
    </message>
    <message>
        <location filename="../window/help_dialog.py" line="25"/>
        <source>Help: {0}</source>
        <translation>Hilfe: {0}</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <location filename="../help/__init__.py" line="23"/>
        <source>How to read the search tree</source>
        <translation>Wie man den Suchbaum liest</translation>
    </message>
    <message>
        <location filename="../help/__init__.py" line="24"/>
        <source>Using Minimax Studio</source>
        <translation>Minimax Studio benutzen</translation>
    </message>
    <message>
        <location filename="../help/__init__.py" line="31"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location filename="../../engine/games/connect4/__init__.py" line="342"/>
        <source>Rules of Connect Four</source>
        <translation>Regeln von Vier gewinnt</translation>
    </message>
    <message>
        <location filename="../../engine/games/einstein/__init__.py" line="641"/>
        <source>Rules of EinStein würfelt nicht! (the dice game)</source>
        <translation>Regeln von EinStein würfelt nicht! (das Würfelspiel)</translation>
    </message>
    <message>
        <location filename="../../engine/games/nim/__init__.py" line="138"/>
        <source>Rules of Nim</source>
        <translation>Regeln von Nim</translation>
    </message>
    <message>
        <location filename="../../engine/games/othello/__init__.py" line="349"/>
        <source>Rules of Othello</source>
        <translation>Regeln von Othello</translation>
    </message>
    <message>
        <location filename="../../engine/games/tictactoe/__init__.py" line="345"/>
        <source>Rules of tic-tac-toe</source>
        <translation>Regeln von Tic-Tac-Toe</translation>
    </message>
</context>
<context>
    <name>IterationsModel</name>
    <message>
        <location filename="../panels/iterations_view.py" line="24"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="24"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="25"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="25"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="26"/>
        <source>PV</source>
        <translation>Hauptvariante</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="61"/>
        <source>(end)</source>
        <translation>(Ende)</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="74"/>
        <source>Depth {0}: value {1}, best move {2}</source>
        <translation>Tiefe {0}: Wert {1}, bester Zug {2}</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="75"/>
        <source>{0} nodes this depth ({1} in all), {2} evaluations, {3} this depth</source>
        <translation>{0} Knoten in dieser Tiefe ({1} insgesamt), {2} Bewertungen, {3} für diese Tiefe</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="79"/>
        <source>The aspiration window failed {0}× and the root was searched again</source>
        <translation>Das Aspirationsfenster schlug {0}× fehl, und die Wurzel wurde erneut durchsucht</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="82"/>
        <source>Table {0} full</source>
        <translation>Tabelle zu {0} gefüllt</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="84"/>
        <source>Every line reached the end of the game: the value is exact</source>
        <translation>Jede Variante erreichte das Spielende: Der Wert ist exakt</translation>
    </message>
</context>
<context>
    <name>IterationsView</name>
    <message>
        <location filename="../panels/iterations_view.py" line="108"/>
        <source>Method: {0}</source>
        <translation>Methode: {0}</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="111"/>
        <source>Table: {0} full ({1} of {2} slots, {3} MB); hit rate {4} of {5} probes; {6} answered from the table</source>
        <translation>Tabelle: zu {0} gefüllt ({1} von {2} Plätzen, {3} MB); Trefferquote {4} bei {5} Abfragen; {6} aus der Tabelle beantwortet</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="118"/>
        <source>Ordering: {0} of {1} cutoffs by the first move tried</source>
        <translation>Zugsortierung: {0} der {1} Schnitte durch den zuerst versuchten Zug</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="121"/>
        <source>Quiescence: {0} threat positions searched on</source>
        <translation>Ruhesuche: in {0} Stellungen mit Drohung weitergesucht</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="124"/>
        <source>(stopped during the next)</source>
        <translation>(in der nächsten gestoppt)</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="125"/>
        <source>Deepest finished depth: {0}</source>
        <translation>Tiefste abgeschlossene Tiefe: {0}</translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="198"/>
        <source>Table: {0} full after depth {1}</source>
        <translation>Tabelle: zu {0} gefüllt nach Tiefe {1}</translation>
    </message>
</context>
<context>
    <name>LabFile</name>
    <message>
        <location filename="../eval_lab/lab_file.py" line="24"/>
        <source>Python evaluation files (*.py);;All files (*)</source>
        <translation>Python-Bewertungsdateien (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="60"/>
        <source>A template for {0}: edit evaluate(), then Apply ({1}).</source>
        <translation>Eine Vorlage für {0}: evaluate() bearbeiten, dann Anwenden ({1}).</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="68"/>
        <source>Open evaluation file</source>
        <translation>Bewertungsdatei öffnen</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="77"/>
        <source>Could not open {0}: {1}</source>
        <translation>{0} konnte nicht geöffnet werden: {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="84"/>
        <source>Opened {0}. Apply ({1}) to use it.</source>
        <translation>{0} geöffnet. Anwenden ({1}), um sie zu verwenden.</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="97"/>
        <source>Save evaluation file</source>
        <translation>Bewertungsdatei speichern</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="104"/>
        <source>Could not save {0}: {1}</source>
        <translation>{0} konnte nicht gespeichert werden: {1}</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="110"/>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="116"/>
        <source>Evaluation lab</source>
        <translation>Bewertungslabor</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="117"/>
        <source>Discard the changes to the evaluation file?</source>
        <translation>Die Änderungen an der Bewertungsdatei verwerfen?</translation>
    </message>
</context>
<context>
    <name>LabRunner</name>
    <message>
        <location filename="../eval_lab/runner.py" line="77"/>
        <source>stopped while evaluate was still running (an endless loop, or a very slow call?)</source>
        <translation>gestoppt, während evaluate noch lief (eine Endlosschleife oder ein sehr langsamer Aufruf?)</translation>
    </message>
    <message>
        <location filename="../eval_lab/runner.py" line="85"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="vanished">Spr&amp;ache</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="27"/>
        <source>Lan&amp;guage</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="29"/>
        <source>The language of the window&apos;s words, from the next start</source>
        <translation>Die Sprache des Fensters, ab dem nächsten Start</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="39"/>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="59"/>
        <source>the system&apos;s language</source>
        <translation>die Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="60"/>
        <source>Minimax Studio will use {0} from its next start.</source>
        <translation>Minimax Studio verwendet {0} ab dem nächsten Start.</translation>
    </message>
    <message>
        <location filename="../window/language.py" line="64"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>LeaderboardModel</name>
    <message>
        <location filename="../tournament/models.py" line="152"/>
        <source>Contestant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="152"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="153"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="153"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="154"/>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="154"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="155"/>
        <source>Elo ± 95%</source>
        <translation>Elo ± 95 %</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="155"/>
        <source>Forfeits</source>
        <translation>Kampflos</translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="156"/>
        <source>Reasons</source>
        <translation>Gründe</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <location filename="../learn/panel.py" line="145"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="149"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="150"/>
        <source>The course&apos;s lessons, each with how many of its tasks are done</source>
        <translation>Die Lektionen des Kurses, jeweils mit der Zahl erledigter Aufgaben</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="158"/>
        <source>&amp;Open lessons…</source>
        <translation>Lektionen ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="159"/>
        <source>Open a folder of lesson files, or one file</source>
        <translation>Einen Ordner mit Lektionsdateien oder eine einzelne Datei öffnen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="161"/>
        <source>A &amp;folder of lessons…</source>
        <translation>Einen &amp;Ordner mit Lektionen…</translation>
    </message>
    <message>
        <source>One lesson &amp;file…</source>
        <translation type="vanished">Eine Lektions&amp;datei…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="164"/>
        <source>&amp;Reset progress</source>
        <translation>Fortschritt &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="165"/>
        <source>Forget which tasks are done, in every lesson</source>
        <translation>In allen Lektionen vergessen, welche Aufgaben erledigt sind</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="167"/>
        <source>E&amp;xport report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="168"/>
        <source>Save a short report of the tasks done, for a teacher</source>
        <translation>Einen kurzen Bericht über die erledigten Aufgaben speichern, für Lehrende</translation>
    </message>
    <message>
        <source>&amp;Forget opened lessons</source>
        <translation type="vanished">Geöffnete Lektionen &amp;vergessen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="174"/>
        <source>Show the built-in course only</source>
        <translation>Nur den eingebauten Kurs zeigen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="182"/>
        <source>Lessons that could not be loaded</source>
        <translation>Lektionen, die nicht geladen werden konnten</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="188"/>
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="196"/>
        <location filename="../learn/panel.py" line="205"/>
        <location filename="../learn/panel.py" line="447"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="222"/>
        <source>Tree of the task</source>
        <translation>Baum der Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="223"/>
        <source>Click a leaf to mark or unmark it as never evaluated</source>
        <translation>Ein Blatt anklicken, um es als nie bewertet zu markieren oder die Markierung aufzuheben</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="227"/>
        <source>The tree is larger than the view: drag it or use the scroll bars to see the rest; the mouse wheel zooms.</source>
        <translation>Der Baum ist größer als die Ansicht: Ziehen oder die Bildlaufleisten benutzen, um den Rest zu sehen; das Mausrad zoomt.</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="234"/>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="236"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="237"/>
        <location filename="../learn/panel.py" line="239"/>
        <source>Evaluation weights</source>
        <translation>Gewichte der Bewertung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="248"/>
        <source>&amp;Answer:</source>
        <translation>Antw&amp;ort:</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="251"/>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="257"/>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="258"/>
        <source>Check the answer with the engine (Enter)</source>
        <translation>Die Antwort mit der Engine prüfen (Eingabetaste)</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="263"/>
        <source>&amp;Previous task</source>
        <translation>&amp;Vorige Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="263"/>
        <source>The task before this one (Alt+P)</source>
        <translation>Die vorige Aufgabe (Alt+V)</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="265"/>
        <location filename="../learn/panel.py" line="510"/>
        <source>&amp;Next task</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="265"/>
        <location filename="../learn/panel.py" line="513"/>
        <source>The task after this one (Alt+N)</source>
        <translation>Die nächste Aufgabe (Alt+N)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="162"/>
        <source>&amp;One lesson file…</source>
        <translation>Eine Lektions&amp;datei…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="173"/>
        <source>Forg&amp;et opened lessons</source>
        <translation>Geöffnete Lektionen ver&amp;gessen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="267"/>
        <source>Show the task&apos;s hint</source>
        <translation>Den Tipp zur Aufgabe zeigen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="267"/>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="268"/>
        <location filename="../learn/panel.py" line="516"/>
        <source>Ne&amp;w exercise</source>
        <translation>Neue Ü&amp;bung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="268"/>
        <source>Another tree for this task (a new seed)</source>
        <translation>Ein anderer Baum für diese Aufgabe (neuer Seed)</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="276"/>
        <source>What the engine says about your answer</source>
        <translation>Was die Engine zu Ihrer Antwort sagt</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="288"/>
        <source>Task {0} of {1}</source>
        <translation>Aufgabe {0} von {1}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="289"/>
        <source> — done ✓</source>
        <translation> — erledigt ✓</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="315"/>
        <source>No lessons to show.</source>
        <translation>Keine Lektionen vorhanden.</translation>
    </message>
    <message>
        <location filename="../learn/lesson_sources.py" line="43"/>
        <source>Open a folder of lessons</source>
        <translation>Ordner mit Lektionen öffnen</translation>
    </message>
    <message>
        <location filename="../learn/lesson_sources.py" line="51"/>
        <source>Open a lesson file</source>
        <translation>Lektionsdatei öffnen</translation>
    </message>
    <message>
        <location filename="../learn/lesson_sources.py" line="52"/>
        <source>Lessons (*.md);;All files (*)</source>
        <translation>Lektionen (*.md);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../learn/lesson_sources.py" line="65"/>
        <source>Stop showing the lessons of {0}</source>
        <translation>Die Lektionen aus {0} nicht mehr zeigen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="392"/>
        <source>The engine cannot work out this task&apos;s answer: {0}</source>
        <translation>Die Engine kann die Antwort dieser Aufgabe nicht berechnen: {0}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="510"/>
        <source>&amp;Next lesson</source>
        <translation>&amp;Nächste Lektion</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="511"/>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="511"/>
        <source>Next task</source>
        <translation>Nächste Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="512"/>
        <source>The lesson after this one (Alt+N)</source>
        <translation>Die nächste Lektion (Alt+N)</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="516"/>
        <source>Ne&amp;w game</source>
        <translation>Neue Pa&amp;rtie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="517"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="517"/>
        <source>New exercise</source>
        <translation>Neue Übung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="547"/>
        <source>The engine is still working out this task&apos;s answer: yours is checked as soon as it has it…</source>
        <translation>Die Engine berechnet die Antwort dieser Aufgabe noch: Ihre wird geprüft, sobald sie sie hat…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="481"/>
        <source>Weights of the evaluation “{0}”</source>
        <translation>Gewichte der Bewertung „{0}“</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="485"/>
        <source>Weight {0}</source>
        <translation>Gewicht {0}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="487"/>
        <source>Weight {0}, as a slider</source>
        <translation>Gewicht {0}, als Schieberegler</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="399"/>
        <location filename="../learn/panel.py" line="530"/>
        <source>The engine is working out this task&apos;s answer…</source>
        <translation>Die Engine berechnet die Antwort dieser Aufgabe…</translation>
    </message>
    <message>
        <location filename="../learn/board_task.py" line="33"/>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <location filename="../learn/board_task.py" line="35"/>
        <source>Game over</source>
        <translation>Partie zu Ende</translation>
    </message>
    <message>
        <location filename="../learn/board_task.py" line="36"/>
        <source>{0} to move</source>
        <translation>{0} am Zug</translation>
    </message>
    <message>
        <location filename="../learn/match_play.py" line="61"/>
        <source>Game over: a draw</source>
        <translation>Partie zu Ende: Remis</translation>
    </message>
    <message>
        <location filename="../learn/match_play.py" line="62"/>
        <source>Game over: {0} wins</source>
        <translation>Partie zu Ende: {0} gewinnt</translation>
    </message>
    <message>
        <location filename="../learn/match_play.py" line="65"/>
        <source>Your move, {0}</source>
        <translation>Ihr Zug, {0}</translation>
    </message>
    <message>
        <location filename="../learn/match_play.py" line="68"/>
        <source>The computer, {0}, is thinking…</source>
        <translation>Der Computer ({0}) denkt nach…</translation>
    </message>
    <message>
        <source>Your move ({0})</source>
        <translation type="vanished">Ihr Zug ({0})</translation>
    </message>
    <message>
        <source>The computer ({0}) is thinking…</source>
        <translation type="vanished">Der Computer ({0}) denkt nach…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="566"/>
        <source>Press Enter for the next task.</source>
        <translation>Eingabetaste für die nächste Aufgabe.</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="566"/>
        <source>Press Enter for the next lesson.</source>
        <translation>Eingabetaste für die nächste Lektion.</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="570"/>
        <source>That was the last task of the course.</source>
        <translation>Das war die letzte Aufgabe des Kurses.</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="579"/>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
    <message>
        <location filename="../learn/progress_actions.py" line="30"/>
        <source>Export a progress report</source>
        <translation>Fortschrittsbericht exportieren</translation>
    </message>
    <message>
        <location filename="../learn/progress_actions.py" line="31"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../learn/progress_actions.py" line="43"/>
        <source>Cannot write the report to {0}: {1}</source>
        <translation>Der Bericht kann nicht nach {0} geschrieben werden: {1}</translation>
    </message>
    <message>
        <location filename="../learn/progress_actions.py" line="47"/>
        <source>Report saved to {0}.</source>
        <translation>Bericht unter {0} gespeichert.</translation>
    </message>
    <message>
        <location filename="../learn/progress_actions.py" line="53"/>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <location filename="../learn/progress_actions.py" line="54"/>
        <source>Forget which tasks are done, in every lesson?</source>
        <translation>In allen Lektionen vergessen, welche Aufgaben erledigt sind?</translation>
    </message>
    <message>
        <location filename="../learn/dock.py" line="30"/>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
</context>
<context>
    <name>LearnReport</name>
    <message>
        <location filename="../learn/progress.py" line="45"/>
        <source>Minimax Studio, Learn: progress report</source>
        <translation>Minimax Studio, Lernen: Fortschrittsbericht</translation>
    </message>
    <message>
        <location filename="../learn/progress.py" line="48"/>
        <source>Learner: {0}</source>
        <translation>Lernende(r): {0}</translation>
    </message>
    <message>
        <location filename="../learn/progress.py" line="50"/>
        <source>Date: {0}</source>
        <translation>Datum: {0}</translation>
    </message>
    <message>
        <location filename="../learn/progress.py" line="57"/>
        <source>{0}. {1}: {2} of {3} tasks done</source>
        <translation>{0}. {1}: {2} von {3} Aufgaben erledigt</translation>
    </message>
    <message>
        <location filename="../learn/progress.py" line="61"/>
        <source>task {0} ({1})</source>
        <translation>Aufgabe {0} ({1})</translation>
    </message>
    <message>
        <location filename="../learn/progress.py" line="64"/>
        <source>In all: {0} of {1} tasks done.</source>
        <translation>Insgesamt: {0} von {1} Aufgaben erledigt.</translation>
    </message>
</context>
<context>
    <name>LearnWording</name>
    <message>
        <location filename="../learn/wording.py" line="12"/>
        <source>What is this node&apos;s minimax value?</source>
        <translation>Welchen Minimax-Wert hat dieser Knoten?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="13"/>
        <source>Which leaves does alpha-beta never evaluate?</source>
        <translation>Welche Blätter bewertet Alpha-Beta nie?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="14"/>
        <source>How many leaves does alpha-beta evaluate?</source>
        <translation>Wie viele Blätter bewertet Alpha-Beta?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="15"/>
        <source>Which move does minimax choose?</source>
        <translation>Welchen Zug wählt Minimax?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="16"/>
        <source>What are α and β when alpha-beta enters this node?</source>
        <translation>Welche Werte haben α und β, wenn Alpha-Beta diesen Knoten betritt?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="17"/>
        <source>Write the principal variation.</source>
        <translation>Wie lautet die Hauptvariante?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="18"/>
        <source>Who moves next?</source>
        <translation>Wer ist als Nächstes am Zug?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="19"/>
        <source>How many legal moves are there?</source>
        <translation>Wie viele legale Züge gibt es?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="20"/>
        <source>Is the game over here (yes or no)?</source>
        <translation>Ist das Spiel hier zu Ende (ja oder nein)?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="21"/>
        <source>What is the utility for the first player?</source>
        <translation>Welchen Nutzen hat der erste Spieler?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="22"/>
        <source>Which move does Monte Carlo tree search play with these playouts?</source>
        <translation>Welchen Zug spielt die Monte-Carlo-Baumsuche mit diesen Playouts?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="23"/>
        <source>Which leaves does Star1 never evaluate?</source>
        <translation>Welche Blätter bewertet Star1 nie?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="24"/>
        <source>How many nodes does the transposition table save alpha-beta here?</source>
        <translation>Wie viele Knoten erspart die Transpositionstabelle der Alpha-Beta-Suche hier?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="25"/>
        <source>What is the position worth at this depth with quiescence search?</source>
        <translation>Was ist die Stellung in dieser Tiefe mit Ruhesuche wert?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="26"/>
        <source>Play the side to move against the computer: win if you can, else hold the draw.</source>
        <translation>Die Seite am Zug gegen den Computer spielen: gewinnen, wenn möglich, sonst das Remis halten.</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="28"/>
        <source>Set the evaluation&apos;s weights so that the computer plays the move asked for.</source>
        <translation>Die Gewichte der Bewertung so einstellen, dass der Computer den verlangten Zug spielt.</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="32"/>
        <source>a number, for example 5</source>
        <translation>eine Zahl, z. B. 5</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="33"/>
        <source>leaf names, for example B2, B3 (or click the leaves); none if alpha-beta evaluates them all</source>
        <translation>Blattnamen, z. B. B2, B3 (oder die Blätter anklicken); keine, wenn Alpha-Beta alle bewertet</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="35"/>
        <location filename="../learn/wording.py" line="40"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="36"/>
        <source>a child&apos;s name or a move</source>
        <translation>Name eines Kindes oder ein Zug</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="37"/>
        <source>α then β, for example: -inf, 10</source>
        <translation>α, dann β, z. B.: -inf, 10</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="38"/>
        <source>names or moves in a row</source>
        <translation>Namen oder Züge hintereinander</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="39"/>
        <source>a player&apos;s name</source>
        <translation>Name eines Spielers</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="41"/>
        <source>yes or no</source>
        <translation>ja oder nein</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="42"/>
        <source>a number: 1, 0 or -1</source>
        <translation>eine Zahl: 1, 0 oder -1</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="43"/>
        <source>a move (or click it on the board)</source>
        <translation>ein Zug (oder auf dem Brett anklicken)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="44"/>
        <source>leaf names, for example F2, G1 (or click the leaves); none if Star1 evaluates them all</source>
        <translation>Blattnamen, z. B. F2, G1 (oder die Blätter anklicken); keine, wenn Star1 alle bewertet</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="46"/>
        <source>a number of nodes</source>
        <translation>eine Anzahl Knoten</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="47"/>
        <source>a number, for example 12</source>
        <translation>eine Zahl, z. B. 12</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="48"/>
        <source>play on the board: the game&apos;s moves are written here</source>
        <translation>auf dem Brett spielen: Die Züge der Partie erscheinen hier</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="49"/>
        <source>weights as name=value, for example w1=1, w2=4 (or set them above)</source>
        <translation>Gewichte als Name=Wert, z. B. w1=1, w2=4 (oder oben einstellen)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="54"/>
        <location filename="../learn/wording.py" line="57"/>
        <source>a column number from 1 to 7 (or click the column)</source>
        <translation>eine Spaltennummer von 1 bis 7 (oder die Spalte anklicken)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="55"/>
        <location filename="../learn/wording.py" line="58"/>
        <source>a cell number from 1 to 9 (or click the cell)</source>
        <translation>eine Feldnummer von 1 bis 9 (oder das Feld anklicken)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="56"/>
        <location filename="../learn/wording.py" line="59"/>
        <source>a square such as d3 (or click it)</source>
        <translation>ein Feld wie d3 (oder es anklicken)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="60"/>
        <source>column numbers with spaces between (or click the columns)</source>
        <translation>Spaltennummern mit Leerzeichen dazwischen (oder die Spalten anklicken)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="61"/>
        <source>cell numbers with spaces between (or click the cells)</source>
        <translation>Feldnummern mit Leerzeichen dazwischen (oder die Felder anklicken)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="62"/>
        <source>squares such as d3, with spaces between (or click them)</source>
        <translation>Felder wie d3, mit Leerzeichen dazwischen (oder sie anklicken)</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="63"/>
        <source>a child&apos;s name, as the tree shows it</source>
        <translation>Name eines Kindes, wie der Baum ihn zeigt</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="64"/>
        <source>the names of the nodes the line moves to, with spaces between</source>
        <translation>Namen der Knoten, zu denen die Variante zieht, mit Leerzeichen dazwischen</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="81"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="82"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="83"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>LessonCheck</name>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="85"/>
        <source>Type an answer first.</source>
        <translation>Zuerst eine Antwort eingeben.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="134"/>
        <source>Right: {0}</source>
        <translation>Richtig: {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="135"/>
        <source>Right: {0}.</source>
        <translation>Richtig: {0}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="140"/>
        <source>Not {0}. {1}</source>
        <translation>Nicht {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="152"/>
        <source>a column number from 1 to 7</source>
        <translation>eine Spaltennummer von 1 bis 7</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="153"/>
        <source>a cell number from 1 to 9</source>
        <translation>eine Feldnummer von 1 bis 9</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="154"/>
        <source>a square such as d3 (column a to h, row 1 to 8)</source>
        <translation>ein Feld wie d3 (Spalte a bis h, Reihe 1 bis 8)</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="155"/>
        <source>the cube&apos;s square and where it goes, such as b4c3</source>
        <translation>das Feld des Würfels und sein Ziel, etwa b4c3</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="158"/>
        <source>the move&apos;s name as the board shows it</source>
        <translation>die Bezeichnung des Zugs, wie das Brett sie zeigt</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="188"/>
        <source>“{0}” is not a move. Type {1}.</source>
        <translation>„{0}“ ist kein Zug. Geben Sie {1} ein.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="194"/>
        <source>“{0}” is not a move. Type the moves one after another with spaces between; each move is {1}.</source>
        <translation>„{0}“ ist kein Zug. Geben Sie die Züge nacheinander mit Leerzeichen dazwischen ein; jeder Zug ist {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="201"/>
        <source>“{0}” is not a number. Type it in digits, for example 3 or -2.</source>
        <translation>„{0}“ ist keine Zahl. Geben Sie sie in Ziffern ein, zum Beispiel 3 oder -2.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="214"/>
        <source>{0} is not a legal move here.</source>
        <translation>{0} ist hier kein legaler Zug.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/exercise.py" line="220"/>
        <source>The line is %n move(s) long; you gave {0}. {1}</source>
        <translation>
            <numerusform>Die Variante ist %n Zug lang; Sie haben {0} angegeben. {1}</numerusform>
            <numerusform>Die Variante ist %n Züge lang; Sie haben {0} angegeben. {1}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonListModel</name>
    <message>
        <location filename="../learn/lesson_list.py" line="52"/>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../learn/lesson_list.py" line="52"/>
        <source>{0} of {1} tasks done</source>
        <translation>{0} von {1} Aufgaben erledigt</translation>
    </message>
    <message>
        <location filename="../learn/lesson_list.py" line="53"/>
        <source>Lesson {0}, {1}: {2}</source>
        <translation>Lektion {0}, {1}: {2}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../window/main_window.py" line="115"/>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="116"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="117"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="118"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="138"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="149"/>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="151"/>
        <source>Every dock back in its place and size, as on the first start</source>
        <translation>Jedes Dock wieder an seinem Platz und in seiner Größe, wie beim ersten Start</translation>
    </message>
    <message>
        <location filename="../window/game_view.py" line="85"/>
        <source>Move values are from the point of view of the player to move: green is good for them, red bad; ★ marks the chosen move, = a tie, ≤ / ≥ a bound. Numbered ghosts: the principal variation.</source>
        <translation>Zugwerte aus Sicht des Spielers am Zug: Grün ist gut für ihn, Rot schlecht; ★ markiert den gewählten Zug, = Gleichstand, ≤ / ≥ eine Schranke. Nummerierte, blasse Steine: die Hauptvariante.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="249"/>
        <source>Start arrangement: {0}</source>
        <translation>Startaufstellung: {0}</translation>
    </message>
    <message>
        <location filename="../window/game_view.py" line="110"/>
        <source>The game is over: start a new game ({0}) or undo ({1}).</source>
        <translation>Das Spiel ist vorbei: ein neues Spiel beginnen ({0}) oder zurücknehmen ({1}).</translation>
    </message>
    <message>
        <location filename="../window/game_view.py" line="114"/>
        <source>Roll the die first (R or click the die).</source>
        <translation>Zuerst würfeln (R oder auf den Würfel klicken).</translation>
    </message>
    <message>
        <location filename="../window/game_view.py" line="116"/>
        <source>Wait for the computer&apos;s move (or press Esc to make it move now).</source>
        <translation>Auf den Zug des Computers warten (oder Esc drücken, damit er sofort zieht).</translation>
    </message>
    <message>
        <location filename="../window/game_view.py" line="119"/>
        <source>{0} is not a legal move.</source>
        <translation>{0} ist kein legaler Zug.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="271"/>
        <source>You can pass only when you have no other move.</source>
        <translation>Passen ist nur möglich, wenn es keinen anderen Zug gibt.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="305"/>
        <source>Compare needs a position with a player to move.</source>
        <translation>Der Vergleich braucht eine Stellung mit einem Spieler am Zug.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="309"/>
        <source>Compare is for games without dice: alpha-beta has no rule for chance.</source>
        <translation>Der Vergleich ist für Spiele ohne Würfel: Alpha-Beta kennt keine Regel für den Zufall.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="312"/>
        <source>{0}, move {1}</source>
        <translation>{0}, Zug {1}</translation>
    </message>
    <message>
        <location filename="../window/game_view.py" line="166"/>
        <source>Evaluation lab analysing (Stop in the lab)</source>
        <translation>Bewertungslabor analysiert (Stopp im Labor)</translation>
    </message>
</context>
<context>
    <name>MctsRecord</name>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="51"/>
        <source>terminal</source>
        <translation>Endstellung</translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="54"/>
        <source>leaf: not expanded yet, valued by its playouts</source>
        <translation>Blatt: noch nicht expandiert, bewertet durch seine Playouts</translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="56"/>
        <source>expanded: all %n children</source>
        <translation>expandiert: alle Kinder (%n)</translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="58"/>
        <source>expanding: {0} of {1} children in the tree</source>
        <translation>wird expandiert: {0} von {1} Kindern im Baum</translation>
    </message>
</context>
<context>
    <name>MoveListWidget</name>
    <message>
        <location filename="../panels/move_list.py" line="36"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="36"/>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="36"/>
        <source>Value · search</source>
        <translation>Wert · Suche</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="67"/>
        <source>undone: Redo replays it</source>
        <translation>zurückgenommen: Wiederholen spielt ihn erneut</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="92"/>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="94"/>
        <source>{0} rolls {1}</source>
        <translation>{0} würfelt {1}</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="101"/>
        <source>die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="103"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="104"/>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="111"/>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="114"/>
        <source>(stopped before any move was searched)</source>
        <translation>(gestoppt, bevor ein Zug durchsucht war)</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="115"/>
        <source>(stopped)</source>
        <translation>(gestoppt)</translation>
    </message>
</context>
<context>
    <name>MtdfRecord</name>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="36"/>
        <source>pass {0}</source>
        <translation>Durchlauf {0}</translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="41"/>
        <source>pass {0}: {1} {2}</source>
        <translation>Durchlauf {0}: {1} {2}</translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="49"/>
        <source>value &gt; {0}?</source>
        <translation>Wert &gt; {0}?</translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="50"/>
        <source>value ≥ {0}?</source>
        <translation>Wert ≥ {0}?</translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="52"/>
        <source>(stopped)</source>
        <translation>(gestoppt)</translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="54"/>
        <source>yes: ≥ {0}</source>
        <translation>ja: ≥ {0}</translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="56"/>
        <source>no: ≤ {0}</source>
        <translation>nein: ≤ {0}</translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="119"/>
        <source>%n zero-window passes</source>
        <translation>Nullfenster-Durchläufe: %n</translation>
    </message>
</context>
<context>
    <name>MtdfRun</name>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="85"/>
        <source>Pass {0} asks: {1} Alpha-beta searches the root with the zero window {2}: no value fits strictly inside, so the answer is a bound, above or below. The table keeps what earlier passes learnt (the bounds under the nodes).</source>
        <translation>Durchlauf {0} fragt: {1} Alpha-Beta durchsucht die Wurzel mit dem Nullfenster {2}: Kein Wert liegt echt darin, also ist die Antwort eine Schranke, nach oben oder nach unten. Die Tabelle behält, was frühere Durchläufe gelernt haben (die Schranken unter den Knoten).</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="100"/>
        <source>yes: the value is at least {0}</source>
        <translation>ja: Der Wert ist mindestens {0}</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="101"/>
        <source>no: the value is at most {0}</source>
        <translation>nein: Der Wert ist höchstens {0}</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="102"/>
        <source>So far {0} ≤ value ≤ {1}</source>
        <translation>Bisher {0} ≤ Wert ≤ {1}</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="104"/>
        <source>The bounds meet at {0}: that is the value</source>
        <translation>Die Schranken treffen sich bei {0}: Das ist der Wert</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="106"/>
        <source>; the next pass asks value &gt; {0}?</source>
        <translation>; der nächste Durchlauf fragt: Wert &gt; {0}?</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="107"/>
        <source>; the next pass asks value ≥ {0}?</source>
        <translation>; der nächste Durchlauf fragt: Wert ≥ {0}?</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="109"/>
        <source>Pass {0} returns {1} — {2}. {3}{4}.</source>
        <translation>Durchlauf {0} liefert {1} — {2}. {3}{4}.</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="115"/>
        <source>; the best move is to {0}</source>
        <translation>; der beste Zug führt zu {0}</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="116"/>
        <source>Done after {0} passes: the root&apos;s value is {1}{2}.</source>
        <translation>Fertig nach {0} Durchläufen: Der Wert der Wurzel ist {1}{2}.</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="130"/>
        <source>evaluated</source>
        <translation>bewertet mit</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="131"/>
        <source>at the depth cutoff: the evaluation function gives</source>
        <translation>an der Tiefenschranke, die Bewertungsfunktion liefert</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="132"/>
        <source>Pass {0}: {1} is {2} {3}.</source>
        <translation>Durchlauf {0}: {1} — {2} {3}.</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="139"/>
        <source>Pass {0}: the table already holds {1} for {2}, which answers the question here: its subtree is not searched again.</source>
        <translation>Durchlauf {0}: Die Tabelle enthält für {2} schon {1} und beantwortet damit die Frage hier: Der Teilbaum wird nicht erneut durchsucht.</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="151"/>
        <source>Pass {0}: {1} has v = {2} {3}, so the rest of its children are pruned.</source>
        <translation>Durchlauf {0}: {1} hat v = {2} {3}, also werden die übrigen Kinder abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="181"/>
        <source>the root ({0})</source>
        <translation>die Wurzel ({0})</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="183"/>
        <source>leaf {0}</source>
        <translation>Blatt {0}</translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="184"/>
        <source>{0} node {1}</source>
        <translation>{0}-Knoten {1}</translation>
    </message>
</context>
<context>
    <name>NimBoard</name>
    <message>
        <location filename="../board/nim.py" line="102"/>
        <source>Heap {0}: {1}</source>
        <translation>Haufen {0}: {1}</translation>
    </message>
    <message>
        <location filename="../board/nim.py" line="114"/>
        <source>take {0}</source>
        <translation>{0} nehmen</translation>
    </message>
</context>
<context>
    <name>NodesPerDepthChart</name>
    <message>
        <location filename="../panels/stats_panel.py" line="80"/>
        <source>Nodes per depth (log scale)</source>
        <translation>Knoten pro Tiefe (log. Skala)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="80"/>
        <source>pale: the full tree</source>
        <translation>blass: der volle Baum</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="99"/>
        <source>Depth {0}: {1} nodes visited</source>
        <translation>Tiefe {0}: {1} Knoten besucht</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="101"/>
        <source>of {0} in the full tree</source>
        <translation>(von {0} im vollen Baum)</translation>
    </message>
</context>
<context>
    <name>OthelloBoard</name>
    <message>
        <location filename="../board/othello.py" line="125"/>
        <source>X (black)</source>
        <translation>X (Schwarz)</translation>
    </message>
    <message>
        <location filename="../board/othello.py" line="125"/>
        <source>O (white)</source>
        <translation>O (Weiß)</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../engine/game.py" line="60"/>
        <source>{0}  (p {1})</source>
        <translation>{0}  (p {1})</translation>
    </message>
    <message>
        <location filename="../../engine/games/einstein/__init__.py" line="375"/>
        <source>roll {0}</source>
        <translation>Wurf {0}</translation>
    </message>
    <message>
        <location filename="../../engine/games/einstein/__init__.py" line="376"/>
        <source>roll {0} ({1})</source>
        <translation>Wurf {0} ({1})</translation>
    </message>
</context>
<context>
    <name>OutsideForm</name>
    <message>
        <location filename="../panels/outside_form.py" line="59"/>
        <source>An agent file</source>
        <translation>Eine Agenten-Datei</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="62"/>
        <source>Kaggle&apos;s {0}</source>
        <translation>Kaggles {0}</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="63"/>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="70"/>
        <source>a command, e.g. edax -q</source>
        <translation>ein Befehl, z. B. edax -q</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="71"/>
        <source>The command line of an Othello engine that speaks the NBoard protocol (Edax, or minimax-studio nboard); Enter starts it</source>
        <translation>Die Befehlszeile einer Othello-Engine, die das NBoard-Protokoll spricht (Edax oder minimax-studio nboard); Enter startet sie</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="74"/>
        <source>a Python file defining agent(observation, configuration)</source>
        <translation>eine Python-Datei mit agent(observation, configuration)</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="75"/>
        <source>A ConnectX agent file, as Kaggle runs it: its last function is the agent</source>
        <translation>Eine ConnectX-Agenten-Datei, wie Kaggle sie ausführt: Ihre letzte Funktion ist der Agent</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="77"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="81"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="81"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="90"/>
        <source> s a move</source>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="91"/>
        <source>The time the program may take for a move; an answer later than that is a message, and the game stays as it was</source>
        <translation>Die Zeit, die das Programm für einen Zug brauchen darf; eine spätere Antwort ergibt eine Meldung, und die Partie bleibt unverändert</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="97"/>
        <source>depth </source>
        <translation>Tiefe </translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="98"/>
        <source>The depth the engine is asked to search (NBoard&apos;s set depth)</source>
        <translation>Die Tiefe, bis zu der die Engine suchen soll (set depth in NBoard)</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="102"/>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="103"/>
        <source>The program plays this side in a process of its own: it shows no search tree and no statistics. Choose Computer to see this side&apos;s search settings again.</source>
        <translation>Das Programm spielt diese Seite in einem eigenen Prozess: Es zeigt keinen Suchbaum und keine Statistik. Wählen Sie Computer, um die Sucheinstellungen dieser Seite wieder zu sehen.</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="166"/>
        <source>An NBoard engine</source>
        <translation>Eine NBoard-Engine</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="170"/>
        <source>A ConnectX agent</source>
        <translation>Ein ConnectX-Agent</translation>
    </message>
    <message>
        <location filename="../panels/outside_form.py" line="171"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python-Dateien (*.py);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>OutsidePlayer</name>
    <message>
        <location filename="../app/outside.py" line="87"/>
        <source>Kaggle&apos;s ConnectX agent {0}</source>
        <translation>Kaggles ConnectX-Agent {0}</translation>
    </message>
    <message>
        <location filename="../app/outside.py" line="89"/>
        <source>ConnectX agent {0}</source>
        <translation>ConnectX-Agent {0}</translation>
    </message>
    <message>
        <location filename="../app/outside.py" line="90"/>
        <source>NBoard engine {0}</source>
        <translation>NBoard-Engine {0}</translation>
    </message>
    <message>
        <location filename="../app/outside.py" line="100"/>
        <source>an outside player must be an object</source>
        <translation>ein externer Spieler muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/outside.py" line="103"/>
        <source>an outside player for {0} must be of kind {1}, not {2}</source>
        <translation>ein externer Spieler für {0} muss von der Art {1} sein, nicht {2}</translation>
    </message>
    <message>
        <location filename="../app/outside.py" line="108"/>
        <source>an outside player&apos;s source must be a command line or a file</source>
        <translation>die Quelle eines externen Spielers muss eine Befehlszeile oder eine Datei sein</translation>
    </message>
    <message>
        <location filename="../app/outside.py" line="113"/>
        <source>an outside player&apos;s seconds must be a number above 0, at most {0}</source>
        <translation>die Sekunden eines externen Spielers müssen eine Zahl über 0 sein, höchstens {0}</translation>
    </message>
    <message>
        <location filename="../app/outside.py" line="118"/>
        <source>an outside player&apos;s depth must be a whole number 1-{0}</source>
        <translation>die Tiefe eines externen Spielers muss eine ganze Zahl von 1 bis {0} sein</translation>
    </message>
</context>
<context>
    <name>ParamForm</name>
    <message>
        <location filename="../panels/settings_panel.py" line="154"/>
        <source>{0} ({1} to {2}; default {3})</source>
        <translation>{0} ({1} bis {2}; Standard {3})</translation>
    </message>
</context>
<context>
    <name>PlayTasks</name>
    <message numerus="yes">
        <location filename="../../engine/lessons/play_tasks.py" line="141"/>
        <source>Against alpha-beta searching %n plies, {0} can win from here: for example the game {1}.</source>
        <translation>
            <numerusform>Gegen Alpha-Beta mit %n Halbzug Suchtiefe kann {0} von hier aus gewinnen, zum Beispiel mit der Partie {1}.</numerusform>
            <numerusform>Gegen Alpha-Beta mit %n Halbzügen Suchtiefe kann {0} von hier aus gewinnen, zum Beispiel mit der Partie {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/play_tasks.py" line="145"/>
        <source>Against alpha-beta searching %n plies, {0} cannot win from here whatever {0} plays, but can hold a draw: for example the game {1}.</source>
        <translation>
            <numerusform>Gegen Alpha-Beta mit %n Halbzug Suchtiefe kann {0} von hier aus nicht gewinnen, was {0} auch spielt, aber das Remis halten, zum Beispiel mit der Partie {1}.</numerusform>
            <numerusform>Gegen Alpha-Beta mit %n Halbzügen Suchtiefe kann {0} von hier aus nicht gewinnen, was {0} auch spielt, aber das Remis halten, zum Beispiel mit der Partie {1}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="163"/>
        <source>Move {0} ({1}) is not legal there.</source>
        <translation>Der {0}. Zug ({1}) ist dort nicht legal.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="166"/>
        <source>Move {0} ({1}) is not the computer&apos;s: it plays {2} there.</source>
        <translation>Der {0}. Zug ({1}) ist nicht der des Computers: Er spielt dort {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="171"/>
        <source>The game is not over yet: play on.</source>
        <translation>Die Partie ist noch nicht zu Ende: weiterspielen.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="176"/>
        <source>Right: {0} wins — you beat the computer at depth {1}.</source>
        <translation>Richtig: {0} gewinnt — Sie haben den Computer in Tiefe {1} geschlagen.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="179"/>
        <source>Right: a draw, and a win is impossible here against the computer at depth {0}: a draw is the best {1} can do.</source>
        <translation>Richtig: ein Remis, und ein Sieg ist hier gegen den Computer in Tiefe {0} unmöglich: Ein Remis ist das Beste, was {1} erreichen kann.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="183"/>
        <source>A draw — but a win is possible here. {0}</source>
        <translation>Ein Remis — aber hier ist ein Sieg möglich. {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="185"/>
        <source>The computer wins this game. {0}</source>
        <translation>Der Computer gewinnt diese Partie. {0}</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../engine/game.py" line="34"/>
        <source>first</source>
        <translation>Erster</translation>
    </message>
    <message>
        <location filename="../../engine/game.py" line="34"/>
        <source>second</source>
        <translation>Zweiter</translation>
    </message>
    <message>
        <location filename="../../engine/game.py" line="35"/>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../../engine/games/einstein/__init__.py" line="76"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../engine/games/einstein/__init__.py" line="76"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>PlayerExport</name>
    <message>
        <location filename="../window/export_player.py" line="43"/>
        <source>Export player for &amp;Kaggle…</source>
        <translation>Spieler für Ka&amp;ggle exportieren…</translation>
    </message>
    <message>
        <location filename="../window/export_player.py" line="44"/>
        <source>Write the Connect Four computer player as one Python file for Kaggle&apos;s ConnectX competition</source>
        <translation>Den Computerspieler für Vier gewinnt als eine Python-Datei für Kaggles ConnectX-Wettbewerb schreiben</translation>
    </message>
    <message>
        <location filename="../window/export_player.py" line="58"/>
        <source>A Kaggle ConnectX agent plays Connect Four: choose Connect Four first, set up its computer player, then export it.</source>
        <translation>Ein Kaggle-ConnectX-Agent spielt Vier gewinnt: Wählen Sie zuerst Vier gewinnt, stellen Sie dort den Computerspieler ein und exportieren Sie ihn dann.</translation>
    </message>
    <message>
        <location filename="../window/export_player.py" line="65"/>
        <source>This player cannot be exported: {0}</source>
        <translation>Dieser Spieler kann nicht exportiert werden: {0}</translation>
    </message>
    <message>
        <location filename="../window/export_player.py" line="67"/>
        <source>Export player for Kaggle ConnectX</source>
        <translation>Spieler für Kaggle ConnectX exportieren</translation>
    </message>
    <message>
        <location filename="../window/export_player.py" line="68"/>
        <source>Python files (*.py)</source>
        <translation>Python-Dateien (*.py)</translation>
    </message>
    <message>
        <location filename="../window/export_player.py" line="78"/>
        <source>Could not export the player: {0}</source>
        <translation>Der Spieler konnte nicht exportiert werden: {0}</translation>
    </message>
    <message>
        <location filename="../window/export_player.py" line="82"/>
        <source>Exported {0} as a ConnectX agent to {1}: submit that file to Kaggle</source>
        <translation>{0} als ConnectX-Agent nach {1} exportiert: Reichen Sie diese Datei bei Kaggle ein</translation>
    </message>
</context>
<context>
    <name>Plugins</name>
    <message>
        <location filename="../eval_lab/plugin_folder.py" line="40"/>
        <source>installed packages</source>
        <translation>installierte Pakete</translation>
    </message>
    <message>
        <location filename="../eval_lab/plugin_folder.py" line="52"/>
        <source>the folder no longer exists</source>
        <translation>der Ordner existiert nicht mehr</translation>
    </message>
</context>
<context>
    <name>PluginsTab</name>
    <message>
        <location filename="../eval_lab/plugins_tab.py" line="28"/>
        <source>Folder of evaluation files</source>
        <translation>Ordner mit Bewertungsdateien</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../window/position_editor.py" line="77"/>
        <source>Piece to place</source>
        <translation>Zu setzender Stein</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="82"/>
        <source>Click a square to put the chosen piece there (again: take it off; right click: empty); or move with the arrows, type {0} or {1} to choose the side and a number to place that piece, . / Space to empty a square.</source>
        <translation>Auf ein Feld klicken, um den gewählten Stein dorthin zu setzen (erneut: entfernen; Rechtsklick: leeren); oder mit den Pfeiltasten bewegen, {0} oder {1} tippen, um die Seite zu wählen, eine Zahl, um diesen Stein zu setzen, . / Leertaste, um ein Feld zu leeren.</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="105"/>
        <source>&amp;Piece:</source>
        <translation>&amp;Stein:</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="109"/>
        <source>Side &amp;to move:</source>
        <translation>&amp;Am Zug:</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="119"/>
        <source>&amp;Die:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="124"/>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="126"/>
        <source>&amp;Start position</source>
        <translation>An&amp;fangsstellung</translation>
    </message>
    <message>
        <source>Click a cell to cycle it empty → {0} → {1} (right click: back); or move with the arrows and type {0}, {1} or . / Space to empty it.</source>
        <translation type="vanished">Ein Klick auf ein Feld wechselt leer → {0} → {1} (Rechtsklick: zurück); oder mit den Pfeiltasten bewegen und {0}, {1} oder . / Leertaste (leeren) tippen.</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="95"/>
        <source>Click a cell to cycle it empty → {0} → {1} (right click: back); or move with the arrows and type {2}, {3} or . / Space to empty it.</source>
        <translation>Ein Klick auf ein Feld wechselt leer → {0} → {1} (Rechtsklick: zurück); oder mit den Pfeiltasten bewegen und {2}, {3} oder . / Leertaste (leeren) tippen.</translation>
    </message>
    <message>
        <source>Piece:</source>
        <translation type="vanished">Stein:</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation type="vanished">Am Zug:</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="116"/>
        <source>not rolled</source>
        <translation>nicht gewürfelt</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="117"/>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Die:</source>
        <translation type="vanished">Würfel:</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="vanished">Leeren</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation type="vanished">Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="164"/>
        <source>A legal position: {0} to roll the die.</source>
        <translation>Eine erreichbare Stellung: {0} würfelt.</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <location filename="../explorer/practice_panel.py" line="45"/>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation type="vanished">Übungsmodus</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="49"/>
        <source>Click the leaves you think alpha-beta prunes and fill in the values it computes at the inner nodes (leave empty for a node it never reaches)</source>
        <translation>Die Blätter anklicken, die Alpha-Beta vermutlich abschneidet, und die Werte eintragen, die es an den inneren Knoten berechnet (leer lassen für einen Knoten, den es nie erreicht)</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="53"/>
        <source>Click leaves to mark them as pruned; type the value alpha-beta computes at each inner node (empty if it never gets there).</source>
        <translation>Blätter anklicken, um sie als abgeschnitten zu markieren; den Wert eintragen, den Alpha-Beta an jedem inneren Knoten berechnet (leer, wenn es ihn nie erreicht).</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="66"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="66"/>
        <source>Your value</source>
        <translation>Ihr Wert</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="66"/>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <source>Check my answers</source>
        <translation type="vanished">Antworten prüfen</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="47"/>
        <source>Pra&amp;ctice mode</source>
        <translation>Übu&amp;ngsmodus</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="73"/>
        <source>Chec&amp;k my answers</source>
        <translation>Antw&amp;orten prüfen</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="96"/>
        <source>Practice checks alpha-beta&apos;s answers: the explorer switched from {0} to alpha-beta.</source>
        <translation>Die Übung prüft die Antworten von Alpha-Beta: Der Explorer wechselte von {0} zu Alpha-Beta.</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="109"/>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="110"/>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="111"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="173"/>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="175"/>
        <source>Leaves: green ✓ pruned and marked, orange ! pruned but not marked, red ✗ marked but evaluated.</source>
        <translation>Blätter: grün ✓ abgeschnitten und markiert, orange ! abgeschnitten, aber nicht markiert, rot ✗ markiert, aber bewertet.</translation>
    </message>
</context>
<context>
    <name>PracticeResult</name>
    <message>
        <location filename="../explorer/practice.py" line="39"/>
        <source>Pruned leaves: {0} of {1} found</source>
        <translation>Abgeschnittene Blätter: {0} von {1} gefunden</translation>
    </message>
    <message>
        <location filename="../explorer/practice.py" line="42"/>
        <source>, {0} marked that alpha-beta evaluates</source>
        <translation>, {0} markiert, die Alpha-Beta bewertet</translation>
    </message>
    <message>
        <location filename="../explorer/practice.py" line="44"/>
        <source>{0}; inner values: {1} of {2} right.</source>
        <translation>{0}; innere Werte: {1} von {2} richtig.</translation>
    </message>
    <message>
        <location filename="../explorer/practice.py" line="46"/>
        <source>All right! {0}</source>
        <translation>Alles richtig! {0}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/preferences.py" line="59"/>
        <source>Some remembered settings could not be read and were reset to the defaults ({0}); the old file is kept as {1}.</source>
        <translation>Einige gespeicherte Einstellungen waren nicht lesbar und wurden auf die Standardwerte zurückgesetzt ({0}); die alte Datei bleibt als {1} erhalten.</translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="62"/>
        <source>Some remembered settings could not be read and were reset to the defaults ({0}).</source>
        <translation>Einige gespeicherte Einstellungen waren nicht lesbar und wurden auf die Standardwerte zurückgesetzt ({0}).</translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="135"/>
        <source>{0} players</source>
        <translation>Spieler für {0}</translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="136"/>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="137"/>
        <source>display options</source>
        <translation>Anzeigeoptionen</translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="138"/>
        <source>start arrangements</source>
        <translation>Startaufstellungen</translation>
    </message>
</context>
<context>
    <name>PreviewSync</name>
    <message>
        <location filename="../window/preview.py" line="64"/>
        <source>Before move {0}: {1} rolled {2}</source>
        <translation>Vor Zug {0}: {1} würfelte {2}</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="66"/>
        <source>{0} (computer)</source>
        <translation>{0} (Computer)</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="66"/>
        <source>{0} (human)</source>
        <translation>{0} (Mensch)</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="68"/>
        <source>Before move {0}: {1} played {2}</source>
        <translation>Vor Zug {0}: {1} spielte {2}</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="73"/>
        <source>{0} — a click returns to the game and plays there</source>
        <translation>{0} — ein Klick kehrt zum Spiel zurück und spielt dort</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="80"/>
        <source>{0}: the values its search saw — a click returns to the game and plays there</source>
        <translation>{0}: die Werte, die seine Suche sah — ein Klick kehrt zum Spiel zurück und spielt dort</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="101"/>
        <source>Preview: {0} — value {1}. A click returns to the game and plays there</source>
        <translation>Vorschau: {0} — Wert {1}. Ein Klick kehrt zum Spiel zurück und spielt dort</translation>
    </message>
    <message>
        <source>{0} — click the board to return</source>
        <translation type="vanished">{0} — zum Zurückkehren auf das Brett klicken</translation>
    </message>
    <message>
        <source>{0}: the values its search saw — click the board to return</source>
        <translation type="vanished">{0}: die Werte, die die Suche sah — zum Zurückkehren auf das Brett klicken</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="99"/>
        <source>the root</source>
        <translation>die Wurzel</translation>
    </message>
    <message>
        <source>Preview (the game is unchanged): {0} — value {1}</source>
        <translation type="vanished">Vorschau (das Spiel bleibt unverändert): {0} — Wert {1}</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="103"/>
        <source>Path from the root: {0}</source>
        <translation>Pfad von der Wurzel: {0}</translation>
    </message>
</context>
<context>
    <name>SSSRecord</name>
    <message>
        <location filename="../../engine/search/sss_record.py" line="172"/>
        <source>terminal</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="173"/>
        <source>evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="174"/>
        <source>leaf solved {0}. ({1})</source>
        <translation>Blatt als {0}. gelöst ({1})</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="177"/>
        <source>not solved: the search was stopped</source>
        <translation>nicht gelöst: Die Suche wurde gestoppt</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="179"/>
        <source>all %n children generated</source>
        <translation>alle Kinder erzeugt (%n)</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="181"/>
        <source>{0} of {1} children generated: the rest never on OPEN</source>
        <translation>{0} von {1} Kindern erzeugt: Der Rest kam nie auf OPEN</translation>
    </message>
</context>
<context>
    <name>SSSRun</name>
    <message>
        <location filename="../explorer/sssrun.py" line="94"/>
        <source>the root ({0})</source>
        <translation>die Wurzel ({0})</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="96"/>
        <source>leaf {0}</source>
        <translation>Blatt {0}</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="98"/>
        <source>node {0} (at the depth cutoff)</source>
        <translation>Knoten {0} (an der Tiefenschranke)</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="99"/>
        <source>{0} node {1}</source>
        <translation>{0}-Knoten {1}</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="106"/>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="110"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="112"/>
        <source> … and {0} more</source>
        <translation> … und {0} weitere</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="114"/>
        <source>OPEN (highest merit first; L = LIVE, S = SOLVED on the drawing): {0}</source>
        <translation>OPEN (höchster Merit zuerst; L = LIVE, S = SOLVED in der Zeichnung): {0}</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="116"/>
        <source>OPEN (lowest merit first: DUAL*&apos;s merits are lower bounds; L = LIVE, S = SOLVED on the drawing): {0}</source>
        <translation>OPEN (niedrigster Merit zuerst: Die Merits von DUAL* sind untere Schranken; L = LIVE, S = SOLVED in der Zeichnung): {0}</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="128"/>
        <source>Take {0}, the highest merit on OPEN</source>
        <translation>{0} entnehmen (höchster Merit auf OPEN)</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="129"/>
        <source>Take {0}, the lowest merit on OPEN</source>
        <translation>{0} entnehmen (niedrigster Merit auf OPEN)</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="133"/>
        <source>{0}: the root is SOLVED, so {1} is done. The root&apos;s value is {2}.</source>
        <translation>{0}: Die Wurzel ist SOLVED, also ist {1} fertig. Der Wert der Wurzel ist {2}.</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="136"/>
        <source>{0}: the root is SOLVED, so {1} is done. The root&apos;s value is {2}; the best move is to {3}.</source>
        <translation>{0}: Die Wurzel ist SOLVED, also ist {1} fertig. Der Wert der Wurzel ist {2}; der beste Zug führt zu {3}.</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="142"/>
        <source>the evaluation function gives</source>
        <translation>die Bewertungsfunktion liefert</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="143"/>
        <source>its value is</source>
        <translation>sein Wert ist</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="145"/>
        <source>{0}. {1} is evaluated: {2} {3}; it becomes SOLVED with merit {4}({5}, {3}) = {6}.</source>
        <translation>{0}. {1} wird bewertet: {2} {3}; damit SOLVED mit Merit {4}({5}, {3}) = {6}.</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="150"/>
        <source>{0}. {1} is LIVE: every child of a {2} node goes on OPEN, LIVE with merit {3}: {4}.</source>
        <translation>{0}. {1} ist LIVE: Jedes Kind eines {2}-Knotens kommt auf OPEN, LIVE mit Merit {3}: {4}.</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="154"/>
        <source>{0}. {1} is LIVE: a {2} node puts only its first child on OPEN, {3} (LIVE, {4}).</source>
        <translation>{0}. {1} ist LIVE: Ein {2}-Knoten legt nur sein erstes Kind auf OPEN, {3} (LIVE, {4}).</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="158"/>
        <source>the root</source>
        <translation>die Wurzel</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="161"/>
        <source>; the other states below it leave OPEN: {0}</source>
        <translation>; die anderen Zustände darunter verlassen OPEN: {0}</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="162"/>
        <source>; no other state below it is on OPEN</source>
        <translation>; kein anderer Zustand darunter ist auf OPEN</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="163"/>
        <source>{0}. Its parent {1} is a {2} node and nothing left on OPEN can beat {3}, so {1} is SOLVED with merit {3}{4}.</source>
        <translation>{0}. Sein Elternknoten, {1}, ist ein {2}-Knoten, und nichts, was noch auf OPEN ist, kann {3} übertreffen, also ist {1} SOLVED mit Merit {3}{4}.</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="167"/>
        <source>{0}. Its parent {1} is a {2} node: its next child {3} could still lower {4}, so it goes on OPEN (LIVE, {4}).</source>
        <translation>{0}. Sein Elternknoten, {1}, ist ein {2}-Knoten: Dessen nächstes Kind {3} könnte {4} noch senken, also kommt es auf OPEN (LIVE, {4}).</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="169"/>
        <source>{0}. Its parent {1} is a {2} node: its next child {3} could still raise {4}, so it goes on OPEN (LIVE, {4}).</source>
        <translation>{0}. Sein Elternknoten, {1}, ist ein {2}-Knoten: Dessen nächstes Kind {3} könnte {4} noch erhöhen, also kommt es auf OPEN (LIVE, {4}).</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="172"/>
        <source>{0}. It was the last child of {1}, a {2} node, so {1} is SOLVED with merit {3}.</source>
        <translation>{0}. Das war das letzte Kind: Sein Elternknoten, {1}, ist ein {2}-Knoten, also ist {1} SOLVED mit Merit {3}.</translation>
    </message>
</context>
<context>
    <name>SSSStar</name>
    <message>
        <location filename="../../engine/search/sss.py" line="57"/>
        <source>a live leaf is evaluated</source>
        <translation>ein lebendes Blatt wird bewertet</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="58"/>
        <source>a live MAX node puts all its children on OPEN</source>
        <translation>ein lebender MAX-Knoten legt alle seine Kinder auf OPEN</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="59"/>
        <source>a live MIN node puts its first child on OPEN</source>
        <translation>ein lebender MIN-Knoten legt sein erstes Kind auf OPEN</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="60"/>
        <source>a solved child of a MAX node solves its parent</source>
        <translation>ein gelöstes Kind eines MAX-Knotens löst seinen Elternknoten</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="61"/>
        <source>a solved child of a MIN node hands over to its next sibling</source>
        <translation>ein gelöstes Kind eines MIN-Knotens übergibt an seinen nächsten Geschwisterknoten</translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="62"/>
        <source>the last child of a MIN node solved solves its parent</source>
        <translation>ist das letzte Kind eines MIN-Knotens gelöst, löst es seinen Elternknoten</translation>
    </message>
</context>
<context>
    <name>SearchSettings</name>
    <message>
        <source>Minimax</source>
        <translation type="vanished">Minimax</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation type="vanished">Alpha-Beta</translation>
    </message>
    <message>
        <source>Expectiminimax</source>
        <translation type="vanished">Expectiminimax</translation>
    </message>
    <message>
        <source>Monte Carlo tree search</source>
        <translation type="vanished">Monte-Carlo-Baumsuche</translation>
    </message>
    <message>
        <source>{0} must be one of {1}</source>
        <translation type="vanished">{0} muss eines von {1} sein</translation>
    </message>
    <message>
        <source>{0} must be true or false</source>
        <translation type="vanished">{0} muss true oder false sein</translation>
    </message>
    <message>
        <source>{0} must be a whole number {1}-{2}</source>
        <translation type="vanished">{0} muss eine ganze Zahl von {1} bis {2} sein</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="83"/>
        <source>Prefer faster wins</source>
        <translation>Schnellere Siege bevorzugen</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="84"/>
        <source>Scale a win by its distance, so the computer wins as fast as it can (and loses as slowly as it can); values then count plies to the end</source>
        <translation>Einen Sieg nach seiner Entfernung gewichten, damit der Computer so schnell wie möglich gewinnt (und so langsam wie möglich verliert); die Werte zählen dann die Halbzüge bis zum Ende</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="86"/>
        <source>Chance pruning</source>
        <translation>Zufalls-Pruning</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="88"/>
        <source>none (plain expectiminimax)</source>
        <translation>aus (reines Expectiminimax)</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="89"/>
        <source>Star2 (probing)</source>
        <translation>Star2 (sondierend)</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="91"/>
        <source>Ballard&apos;s *-minimax: cut a chance node once the outcomes searched so far prove its value lies outside the window. Star2 first probes one move of each outcome. The value is the same as plain expectiminimax; the statistics show what it saved</source>
        <translation>Ballards *-Minimax: Einen Zufallsknoten abschneiden, sobald die bisher durchsuchten Ergebnisse beweisen, dass sein Wert außerhalb des Fensters liegt. Star2 sondiert zuerst einen Zug jedes Ergebnisses. Der Wert ist derselbe wie bei reinem Expectiminimax; die Statistik zeigt die Ersparnis</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="194"/>
        <source>%n playout(s)</source>
        <translation>%n Playouts</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="197"/>
        <source>Monte Carlo tree search, {0}, c {1}</source>
        <translation>Monte-Carlo-Baumsuche, {0}, c {1}</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="199"/>
        <source>full depth</source>
        <translation>volle Tiefe</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="200"/>
        <source>depth {0}</source>
        <translation>Tiefe {0}</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="225"/>
        <source>search settings must be an object</source>
        <translation>die Sucheinstellungen müssen ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="252"/>
        <source>algorithm {0} is not offered for {1} (offered: {2})</source>
        <translation>Algorithmus {0} ist für {1} nicht verfügbar (verfügbar: {2})</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="262"/>
        <source>a full-depth search is not offered for {0}</source>
        <translation>eine Suche in voller Tiefe ist für {0} nicht verfügbar</translation>
    </message>
    <message>
        <source>depth must be 1-{0} or &apos;full&apos;</source>
        <translation type="vanished">„depth“ muss 1–{0} oder &apos;full&apos; sein</translation>
    </message>
    <message>
        <source>depth must be 1-{0}</source>
        <translation type="vanished">„depth“ muss 1–{0} sein</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="271"/>
        <source>unknown evaluation {0} for {1}</source>
        <translation>unbekannte Bewertung {0} für {1}</translation>
    </message>
    <message>
        <source>weights must be an object of numbers within ±{0}</source>
        <translation type="vanished">„weights“ muss ein Objekt aus Zahlen innerhalb ±{0} sein</translation>
    </message>
    <message>
        <source>tie-break must be &apos;first&apos; or &apos;random&apos;, not {0}</source>
        <translation type="vanished">„tie_break“ muss &apos;first&apos; oder &apos;random&apos; sein, nicht {0}</translation>
    </message>
    <message>
        <source>seed must be a whole number 0 to 2³¹−1</source>
        <translation type="vanished">„seed“ muss eine ganze Zahl von 0 bis 2³¹−1 sein</translation>
    </message>
    <message>
        <source>record must be true or false</source>
        <translation type="vanished">„record“ muss true oder false sein</translation>
    </message>
    <message>
        <source>record budget must be {0}-{1} nodes</source>
        <translation type="vanished">„record_budget“ muss {0}–{1} Knoten betragen</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="284"/>
        <source>switches must be an object</source>
        <translation>„switches“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="289"/>
        <source>unknown search option {0}</source>
        <translation>unbekannte Suchoption {0}</translation>
    </message>
    <message>
        <source>playouts must be a whole number 1-{0}</source>
        <translation type="vanished">„playouts“ muss eine ganze Zahl von 1 bis {0} sein</translation>
    </message>
    <message>
        <source>the exploration constant must be a number above 0, at most {0}</source>
        <translation type="vanished">die Explorationskonstante muss eine Zahl über 0 und höchstens {0} sein</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="323"/>
        <source>a player must be an object</source>
        <translation>ein Spieler muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="327"/>
        <source>player kind must be &apos;human&apos;, &apos;computer&apos; or &apos;outside&apos;, not {0}</source>
        <translation>die Spielerart muss &apos;human&apos;, &apos;computer&apos; oder &apos;outside&apos; sein, nicht {0}</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="331"/>
        <source>no outside program plays {0}</source>
        <translation>kein externes Programm spielt {0}</translation>
    </message>
    <message>
        <source>player kind must be &apos;human&apos; or &apos;computer&apos;, not {0}</source>
        <translation type="vanished">die Spielerart muss &apos;human&apos; oder &apos;computer&apos; sein, nicht {0}</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="358"/>
        <source>&apos;players&apos; must be a list of two players</source>
        <translation>&apos;players&apos; muss eine Liste von zwei Spielern sein</translation>
    </message>
</context>
<context>
    <name>SearchTreeModel</name>
    <message>
        <location filename="../search_tree/views.py" line="30"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="30"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="31"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="31"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="32"/>
        <source>How it ended</source>
        <translation>Abschluss</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="32"/>
        <source>Subtree</source>
        <translation>Teilbaum</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="36"/>
        <source>The move that leads to this node from its parent</source>
        <translation>Der Zug, der vom Elternknoten zu diesem Knoten führt</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="37"/>
        <source>Who moves here: ▲ MAX (the player the search is for), ▼ MIN (the opponent), ○ chance</source>
        <translation>Wer hier zieht: ▲ MAX (der Spieler, für den gesucht wird), ▼ MIN (der Gegner), ○ Zufall</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="39"/>
        <source>The value the search backed up, for MAX; ≥ v / ≤ v when alpha-beta only proved a bound</source>
        <translation>Der Wert, den die Suche zurückgegeben hat, für MAX; ≥ v / ≤ v, wenn Alpha-Beta nur eine Schranke bewiesen hat</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="41"/>
        <source>α when the search entered the node: the best value MAX was already sure of</source>
        <translation>α beim Eintritt der Suche in den Knoten: der beste Wert, der MAX schon sicher war</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="42"/>
        <source>β when the search entered the node: the best value MIN was already sure of</source>
        <translation>β beim Eintritt der Suche in den Knoten: der beste Wert, der MIN schon sicher war</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="43"/>
        <source>Plies from the root</source>
        <translation>Halbzüge ab der Wurzel</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="44"/>
        <source>How the search left the node: all children, terminal, depth cutoff, β-cutoff or α-cutoff</source>
        <translation>Wie die Suche den Knoten verließ: alle Kinder, Endstellung, Tiefenschranke, β-Schnitt oder α-Schnitt</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="46"/>
        <source>Recorded nodes in the subtree, the node included</source>
        <translation>Aufgezeichnete Knoten im Teilbaum, der Knoten selbst eingeschlossen</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="48"/>
        <source>Mean value</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="49"/>
        <source>Visits</source>
        <translation>Besuche</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="49"/>
        <source>UCB</source>
        <translation>UCB</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="50"/>
        <source>Expanded</source>
        <translation>Expandiert</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="55"/>
        <source>The mean of the playouts through this node, for MAX (+1 a win, −1 a loss)</source>
        <translation>Der Mittelwert der Playouts durch diesen Knoten, für MAX (+1 ein Sieg, −1 eine Niederlage)</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="56"/>
        <source>How many playouts went through this node</source>
        <translation>Wie viele Playouts durch diesen Knoten liefen</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="57"/>
        <source>The UCB1 score (mean for the player choosing + c·√(ln N / n)) when its parent last chose among its children; — for a node never chosen that way (the root, a chance outcome, a child added since)</source>
        <translation>Der UCB1-Wert (Mittelwert für den wählenden Spieler + c·√(ln N / n)), als sein Elternknoten zuletzt unter seinen Kindern wählte; — für einen nie so gewählten Knoten (die Wurzel, ein Zufallsergebnis, ein seither hinzugefügtes Kind)</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="62"/>
        <source>Whether every child of the node is in the tree (then UCB1 chooses among them), or how many are</source>
        <translation>Ob jedes Kind des Knotens im Baum ist (dann wählt UCB1 unter ihnen) oder wie viele es sind</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="66"/>
        <source>Merit</source>
        <translation>Merit</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="70"/>
        <source>At this step</source>
        <translation>In diesem Schritt</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="74"/>
        <source>A leaf&apos;s value once SSS* evaluated it; for the others ≤ h: the upper bound SSS* knew at the chosen step (the highest merit on OPEN below the node, or the merit it was solved with), the root&apos;s value at the end</source>
        <translation>Der Wert eines Blatts, sobald SSS* es bewertet hat; für die anderen ≤ h: die obere Schranke, die SSS* im gewählten Schritt kannte (der höchste Merit auf OPEN unter dem Knoten oder der Merit, mit dem er gelöst wurde), am Ende der Wert der Wurzel</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="78"/>
        <source>The node&apos;s state on OPEN at the chosen step: LIVE (still to be searched) or SOLVED</source>
        <translation>Der Zustand des Knotens auf OPEN im gewählten Schritt: LIVE (noch zu durchsuchen) oder SOLVED</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="80"/>
        <source>The merit of the node&apos;s state on OPEN: no solution tree through the node is worth more</source>
        <translation>Der Merit des Zustands des Knotens auf OPEN: Kein Lösungsbaum durch den Knoten ist mehr wert</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="83"/>
        <source>How the node stood at the chosen step: not generated yet, on OPEN, expanded, solved and handed to its parent, or dropped from OPEN when a MAX ancestor was solved (at the last step: how it ended)</source>
        <translation>Wie der Knoten im gewählten Schritt stand: noch nicht erzeugt, auf OPEN, expandiert, gelöst und an den Elternknoten übergeben oder von OPEN entfernt, als ein MAX-Vorfahre gelöst wurde (im letzten Schritt: wie er endete)</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="90"/>
        <source>A leaf&apos;s value once {0} evaluated it; for the others ≥ h: the lower bound {0} knew at the chosen step (the lowest merit on OPEN below the node, or the merit it was solved with), the root&apos;s value at the end</source>
        <translation>Der Wert eines Blatts, sobald {0} es bewertet hat; für die anderen ≥ h: die untere Schranke, die {0} im gewählten Schritt kannte (der niedrigste Merit auf OPEN unter dem Knoten oder der Merit, mit dem er gelöst wurde), am Ende der Wert der Wurzel</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="94"/>
        <source>The merit of the node&apos;s state on OPEN: the node is worth at least this to MAX</source>
        <translation>Der Merit des Zustands des Knotens auf OPEN: Der Knoten ist für MAX mindestens so viel wert</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="96"/>
        <source>How the node stood at the chosen step: not generated yet, on OPEN, expanded, solved and handed to its parent, or dropped from OPEN when a MIN ancestor was solved (at the last step: how it ended)</source>
        <translation>Wie der Knoten im gewählten Schritt stand: noch nicht erzeugt, auf OPEN, expandiert, gelöst und an den Elternknoten übergeben oder von OPEN entfernt, als ein MIN-Vorfahre gelöst wurde (im letzten Schritt: wie er endete)</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="104"/>
        <source>not generated yet</source>
        <translation>noch nicht erzeugt</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="105"/>
        <source>expanded: states below it on OPEN</source>
        <translation>expandiert: Zustände darunter auf OPEN</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="106"/>
        <source>solved, handed to its parent</source>
        <translation>gelöst, an den Elternknoten übergeben</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="107"/>
        <source>dropped from OPEN: a MAX node above it was solved</source>
        <translation>von OPEN entfernt: ein MAX-Knoten darüber wurde gelöst</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="109"/>
        <source>dropped from OPEN: a MIN node above it was solved</source>
        <translation>von OPEN entfernt: ein MIN-Knoten darüber wurde gelöst</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="48"/>
        <source>{0} chance</source>
        <translation>{0} Zufall</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="54"/>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>{0}  (p {1})</source>
        <translation type="vanished">{0}  (p {1})</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_stepping.py" line="114"/>
        <source>on OPEN</source>
        <translation>auf OPEN</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_stepping.py" line="117"/>
        <source>solved (merit {0}), handed to its parent</source>
        <translation>gelöst (Merit {0}), an den Elternknoten übergeben</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_stepping.py" line="120"/>
        <source>this step: {0}</source>
        <translation>dieser Schritt: {0}</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_stepping.py" line="121"/>
        <source>the root is solved</source>
        <translation>die Wurzel ist gelöst</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="134"/>
        <source>depth cutoff: evaluation {0}</source>
        <translation>Tiefenschranke: Bewertung {0}</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="138"/>
        <source>stopped: the search was interrupted here</source>
        <translation>gestoppt: Die Suche wurde hier unterbrochen</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="141"/>
        <source>β-cutoff after {0} of {1}: v = {2} ≥ β = {3}</source>
        <translation>β-Schnitt nach {0} von {1}: v = {2} ≥ β = {3}</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="145"/>
        <source>α-cutoff after {0} of {1}: v = {2} ≤ α = {3}</source>
        <translation>α-Schnitt nach {0} von {1}: v = {2} ≤ α = {3}</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="161"/>
        <source>On entry: α = {0}, β = {1}
On exit:  α = {2}, β = {3}</source>
        <translation>Beim Eintritt: α = {0}, β = {1}
Beim Verlassen: α = {2}, β = {3}</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="167"/>
        <source>No value: the search was stopped before this node finished</source>
        <translation>Kein Wert: Die Suche wurde gestoppt, bevor dieser Knoten fertig war</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="169"/>
        <source>At least {0}: the node failed high (v ≥ β), so the search only proved a lower bound — MIN will avoid this line anyway</source>
        <translation>Mindestens {0}: Fail-High am Knoten (v ≥ β), die Suche bewies also nur eine untere Schranke — MIN wird diese Variante ohnehin meiden</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="174"/>
        <source>At most {0}: the node failed low (v ≤ α), so the search only proved an upper bound — MAX will avoid this line anyway</source>
        <translation>Höchstens {0}: Fail-Low am Knoten (v ≤ α), die Suche bewies also nur eine obere Schranke — MAX wird diese Variante ohnehin meiden</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="178"/>
        <source>Exactly {0} (for MAX)</source>
        <translation>Exakt {0} (für MAX)</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="181"/>
        <source>MAX, the player the search is for, moves here</source>
        <translation>MAX, der Spieler, für den gesucht wird, zieht hier</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="183"/>
        <source>MIN, the opponent, moves here</source>
        <translation>MIN, der Gegner, zieht hier</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="185"/>
        <source>chance decides here</source>
        <translation>hier entscheidet der Zufall</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="186"/>
        <source>{0}
Path: {1}</source>
        <translation>{0}
Pfad: {1}</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="190"/>
        <source>On the principal variation: the line both players choose</source>
        <translation>Auf der Hauptvariante: der Zugfolge, die beide Spieler wählen</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="198"/>
        <source>β-cutoff: MAX found a move worth at least β, and MIN already has a better choice higher up, so the remaining moves here cannot matter and were pruned</source>
        <translation>β-Schnitt: MAX fand einen Zug, der mindestens β wert ist, und MIN hat weiter oben schon eine bessere Wahl, also spielen die übrigen Züge hier keine Rolle und wurden abgeschnitten</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="203"/>
        <source>α-cutoff: MIN found a reply worth at most α, and MAX already has a better choice higher up, so the remaining replies here cannot matter and were pruned</source>
        <translation>α-Schnitt: MIN fand eine Antwort, die höchstens α wert ist, und MAX hat weiter oben schon eine bessere Wahl, also spielen die übrigen Antworten hier keine Rolle und wurden abgeschnitten</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="208"/>
        <source>The depth limit stopped the search here: the evaluation function estimated the position</source>
        <translation>Die Tiefenschranke stoppte die Suche hier: Die Bewertungsfunktion schätzte die Stellung</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="212"/>
        <source>The game is over here: the value is the game&apos;s result</source>
        <translation>Das Spiel ist hier zu Ende: Der Wert ist das Spielergebnis</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="235"/>
        <source>The record&apos;s node budget ran out: the search examined these children but did not record them (their values are in the parent&apos;s value)</source>
        <translation>Das Knotenbudget der Aufzeichnung war erschöpft: Die Suche untersuchte diese Kinder, zeichnete sie aber nicht auf (ihre Werte stecken im Wert des Elternknotens)</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="240"/>
        <source>%n searched, not recorded (budget)</source>
        <translation>durchsucht: %n, nicht aufgezeichnet (Budget)</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="245"/>
        <source>Pruned, never searched (Star1/Star2): the outcomes searched before it already proved the chance node&apos;s expected value lies outside the window (α, β), whatever this outcome is worth</source>
        <translation>Abgeschnitten, nie durchsucht (Star1/Star2): Die zuvor durchsuchten Ergebnisse bewiesen schon, dass der Erwartungswert des Zufallsknotens außerhalb des Fensters (α, β) liegt, was auch immer dieses Ergebnis wert ist</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="253"/>
        <source>Pruned, never searched: MAX already had v = {0} ≥ β = {1} here, so MIN, one level up, would never let the game reach this node</source>
        <translation>Abgeschnitten, nie durchsucht: MAX hatte hier schon v = {0} ≥ β = {1}, also würde MIN eine Ebene höher das Spiel nie diesen Knoten erreichen lassen</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="257"/>
        <source>Pruned, never searched: MIN already had v = {0} ≤ α = {1} here, so MAX, one level up, would never let the game reach this node</source>
        <translation>Abgeschnitten, nie durchsucht: MIN hatte hier schon v = {0} ≤ α = {1}, also würde MAX eine Ebene höher das Spiel nie diesen Knoten erreichen lassen</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="275"/>
        <source>pruned: v ≥ β</source>
        <translation>abgeschnitten: v ≥ β</translation>
    </message>
    <message>
        <location filename="../search_tree/row_text.py" line="276"/>
        <source>pruned: v ≤ α</source>
        <translation>abgeschnitten: v ≤ α</translation>
    </message>
    <message>
        <location filename="../search_tree/views.py" line="279"/>
        <source>{0} (in {1})</source>
        <translation>{0} (in {1})</translation>
    </message>
</context>
<context>
    <name>SearchTreeWidget</name>
    <message>
        <source>▲ MAX  ▼ MIN  ○ chance · &lt;b&gt;bold&lt;/b&gt;: principal variation · grey: pruned · ≥ / ≤: a bound</source>
        <translation type="vanished">▲ MAX  ▼ MIN  ○ Zufall · &lt;b&gt;fett&lt;/b&gt;: Hauptvariante · grau: abgeschnitten · ≥ / ≤: eine Schranke</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="56"/>
        <source>▲ MAX ▼ MIN ○ chance · &lt;b&gt;bold&lt;/b&gt;: PV · grey: pruned · ≥ ≤: a bound</source>
        <translation>▲ MAX ▼ MIN ○ Zufall · &lt;b&gt;fett&lt;/b&gt;: PV · grau: abgeschnitten · ≥ ≤: Schranke</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="58"/>
        <source>▲ MAX  ▼ MIN · &lt;b&gt;bold&lt;/b&gt;: principal variation (last step), or the state the step took (tinted) · grey: not generated yet, or dropped · ≤: an upper bound</source>
        <translation>▲ MAX  ▼ MIN · &lt;b&gt;fett&lt;/b&gt;: Hauptvariante (letzter Schritt) oder der im Schritt entnommene Zustand (getönt) · grau: noch nicht erzeugt oder verworfen · ≤: eine obere Schranke</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="61"/>
        <source>▲ MAX  ▼ MIN · &lt;b&gt;bold&lt;/b&gt;: principal variation (last step), or the state the step took (tinted) · grey: not generated yet, or dropped · ≥: a lower bound</source>
        <translation>▲ MAX  ▼ MIN · &lt;b&gt;fett&lt;/b&gt;: Hauptvariante (letzter Schritt) oder der im Schritt entnommene Zustand (getönt) · grau: noch nicht erzeugt oder verworfen · ≥: eine untere Schranke</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="65"/>
        <source>▲ MAX ▼ MIN ○ chance · &lt;b&gt;bold&lt;/b&gt;: the most-visited line · value: the mean playout result · visits: the playouts through it</source>
        <translation>▲ MAX ▼ MIN ○ Zufall · &lt;b&gt;fett&lt;/b&gt;: die meistbesuchte Linie · Wert: das mittlere Playout-Ergebnis · Besuche: die Playouts hindurch</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="68"/>
        <source>▲ MAX moves (the player the search is for)   ▼ MIN moves (the opponent)   ○ chance
Bold, tinted rows: the most-visited line, the moves MCTS would play
Value: the mean result of the playouts through the node (+1 a win, −1 a loss), an estimate
Visits: how many playouts ran through it; nothing is pruned</source>
        <translation>▲ MAX-Züge (der Spieler, für den gesucht wird)   ▼ MIN-Züge (der Gegner)   ○ Zufall
Fette, getönte Zeilen: die meistbesuchte Linie, die Züge, die MCTS spielen würde
Wert: das mittlere Ergebnis der Playouts durch den Knoten (+1 ein Sieg, −1 eine Niederlage), ein Schätzwert
Besuche: wie viele Playouts durch ihn liefen; nichts wird abgeschnitten</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="73"/>
        <source>No search tree yet.

The tree the computer explored for its last move (or a hint) appears here as soon as that search ends, when recording is on in the search settings.</source>
        <translation>Noch kein Suchbaum.

Der Baum, den der Computer für seinen letzten Zug (oder einen Tipp) durchsucht hat, erscheint hier, sobald diese Suche endet, wenn die Aufzeichnung in den Sucheinstellungen eingeschaltet ist.</translation>
    </message>
    <message>
        <location filename="../search_tree/move_search.py" line="28"/>
        <source>“{0}” is not a move</source>
        <translation>„{0}“ ist kein Zug</translation>
    </message>
    <message>
        <location filename="../search_tree/move_search.py" line="41"/>
        <source>expected a move number</source>
        <translation>Zugnummer erwartet</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="124"/>
        <source>Hide pruned</source>
        <translation>Ohne Abgeschnittene</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="125"/>
        <source>Hide the moves alpha-beta pruned (shown greyed otherwise)</source>
        <translation>Die von Alpha-Beta abgeschnittenen Züge ausblenden (sonst grau angezeigt)</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="126"/>
        <source>Only the PV</source>
        <translation>Nur PV</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="127"/>
        <source>Show only the principal variation: the line both players choose</source>
        <translation>Nur die Hauptvariante (PV) zeigen: die Zugfolge, die beide Spieler wählen</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="129"/>
        <source>Search move…</source>
        <translation>Zug suchen…</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="130"/>
        <source>A move finds the nodes reached by it; several (e.g. &quot;4 3&quot;) find that path, from the root first. Enter: next match, Shift+Enter: previous</source>
        <translation>Ein Zug findet die Knoten, die er erreicht; mehrere (z. B. „4 3“) finden diesen Pfad, ab der Wurzel. Enter: nächster Treffer, Shift+Enter: vorheriger</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="135"/>
        <source>Expand PV</source>
        <translation>PV öffnen</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="136"/>
        <source>Expand and select the principal variation</source>
        <translation>Die Hauptvariante (PV) aufklappen und auswählen</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="137"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="138"/>
        <source>Save the tree as tree JSON (re-searchable with analyze --tree) or Graphviz DOT</source>
        <translation>Den Baum als Baum-JSON (erneut durchsuchbar mit analyze --tree) oder Graphviz DOT speichern</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="183"/>
        <source>▲ MAX moves (the player the search is for)   ▼ MIN moves (the opponent)   ○ chance
Bold, tinted rows: the principal variation
Grey rows: moves alpha-beta pruned, never searched
≥ v / ≤ v: alpha-beta only proved a bound</source>
        <translation>▲ MAX-Züge (der Spieler, für den gesucht wird)   ▼ MIN-Züge (der Gegner)   ○ Zufall
Fette, getönte Zeilen: die Hauptvariante
Graue Zeilen: von Alpha-Beta abgeschnittene Züge, nie durchsucht
≥ v / ≤ v: Alpha-Beta hat nur eine Schranke bewiesen</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="62"/>
        <location filename="../search_tree/widget.py" line="215"/>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="29"/>
        <location filename="../search_tree/sss_bar.py" line="77"/>
        <source>Move through SSS*&apos;s steps: OPEN&apos;s states, merits and bounds at each one</source>
        <translation>Durch die Schritte von SSS* gehen: Zustände, Merits und Schranken von OPEN bei jedem Schritt</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="40"/>
        <location filename="../search_tree/sss_bar.py" line="74"/>
        <source>SSS* step</source>
        <translation>SSS*-Schritt</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="70"/>
        <source> of {0}</source>
        <translation> von {0}</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="73"/>
        <source>DUAL* step</source>
        <translation>DUAL*-Schritt</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="75"/>
        <source>Move through DUAL*&apos;s steps: OPEN&apos;s states, merits and bounds at each one</source>
        <translation>Durch die Schritte von DUAL* gehen: Zustände, Merits und Schranken von OPEN bei jedem Schritt</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="119"/>
        <source>OPEN holds %n state(s)</source>
        <translation>Zustände in OPEN: %n</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="126"/>
        <source>{0}, lowest merit {1}</source>
        <translation>{0}, niedrigster Merit {1}</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="127"/>
        <source>{0}, highest merit {1}</source>
        <translation>{0}, höchster Merit {1}</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="130"/>
        <source>Before the first step: {0} (the root, LIVE, merit {1}).</source>
        <translation>Vor dem ersten Schritt: {0} (die Wurzel, LIVE, Merit {1}).</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="137"/>
        <source>the root is SOLVED: its merit is its value</source>
        <translation>die Wurzel ist SOLVED: ihr Merit ist ihr Wert</translation>
    </message>
    <message>
        <location filename="../search_tree/sss_bar.py" line="139"/>
        <source>Step {0}: took ({1}, {2}, {3}) — {4}. {5}.</source>
        <translation>Schritt {0}: ({1}, {2}, {3}) entnommen — {4}. {5}.</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="55"/>
        <source>%n node(s) recorded</source>
        <translation>%n Knoten aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="60"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="63"/>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="363"/>
        <source>cannot export to {0}: the name must end in .json or .dot</source>
        <translation>Export nach {0} nicht möglich: Der Name muss auf .json oder .dot enden</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="367"/>
        <source>there is no search tree to export</source>
        <translation>es gibt keinen Suchbaum zum Exportieren</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="379"/>
        <location filename="../search_tree/widget.py" line="384"/>
        <source>cannot write {0}: {1}</source>
        <translation>{0} kann nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="391"/>
        <source>Tree JSON (*.json)</source>
        <translation>Baum-JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="391"/>
        <source>Graphviz DOT (*.dot)</source>
        <translation>Graphviz DOT (*.dot)</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="392"/>
        <location filename="../search_tree/widget.py" line="407"/>
        <source>Export search tree</source>
        <translation>Suchbaum exportieren</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="408"/>
        <source>Could not export the search tree:
{0}</source>
        <translation>Der Suchbaum konnte nicht exportiert werden:
{0}</translation>
    </message>
    <message>
        <location filename="../search_tree/move_search.py" line="130"/>
        <source>no match</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <location filename="../search_tree/move_search.py" line="132"/>
        <source>{0} found</source>
        <translation>{0} gefunden</translation>
    </message>
    <message>
        <location filename="../search_tree/move_search.py" line="152"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="455"/>
        <source>Path: {0} (pruned: never searched)</source>
        <translation>Pfad: {0} (abgeschnitten: nie durchsucht)</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="457"/>
        <source>Children the record had no room for</source>
        <translation>Kinder, für die die Aufzeichnung keinen Platz hatte</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="463"/>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="465"/>
        <source>chance decides: the die is rolled</source>
        <translation>Zufall entscheidet: Es wird gewürfelt</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="467"/>
        <source>{0} to move</source>
        <translation>{0} am Zug</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="468"/>
        <source>Path: {0} ({1})</source>
        <translation>Pfad: {0} ({1})</translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tree/widget.py" line="488"/>
        <source>Expand subtree (%n node(s))</source>
        <translation>
            <numerusform>Teilbaum aufklappen (%n Knoten)</numerusform>
            <numerusform>Teilbaum aufklappen (%n Knoten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tree/widget.py" line="491"/>
        <source>More than %n node(s): expand it level by level</source>
        <translation>
            <numerusform>Mehr als %n Knoten: Ebene für Ebene aufklappen</numerusform>
            <numerusform>Mehr als %n Knoten: Ebene für Ebene aufklappen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="494"/>
        <source>Copy path</source>
        <translation>Pfad kopieren</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="497"/>
        <source>Collapse all</source>
        <translation>Alle zuklappen</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="499"/>
        <source>Open in tree explorer (up to {0} nodes)</source>
        <translation>Im Baum-Explorer öffnen (bis zu {0} Knoten)</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="501"/>
        <source>Draw this part of the search as a tree and step through alpha-beta on it</source>
        <translation>Diesen Teil der Suche als Baum zeichnen und Alpha-Beta darauf Schritt für Schritt verfolgen</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="76"/>
        <source>Stopped inside depth {0}: depth {1}&apos;s tree, every root move with its value.</source>
        <translation>In Tiefe {0} gestoppt: der Baum der Tiefe {1}, jeder Wurzelzug mit seinem Wert.</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="80"/>
        <source>Stopped inside a depth: this is the last finished depth&apos;s tree, every root move with its value.</source>
        <translation>Innerhalb einer Tiefe gestoppt: der Baum der letzten fertigen Tiefe, jeder Wurzelzug mit seinem Wert.</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="78"/>
        <source>Show depth {0}&apos;s partial tree</source>
        <translation>Unvollständigen Baum der Tiefe {0} zeigen</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="102"/>
        <source>Stopped: the nodes it left open have no value (?); the line it was on is expanded. With iterative deepening (Speed-ups) Stop keeps the last finished depth&apos;s whole tree.</source>
        <translation>Gestoppt: Offen gebliebene Knoten haben keinen Wert (?); die zuletzt verfolgte Variante ist aufgeklappt. Mit iterativer Vertiefung (Beschleunigungen) behält Stopp den ganzen Baum der letzten fertigen Tiefe.</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="109"/>
        <source>Below the root moves, only the first {0} nodes are recorded (the budget).</source>
        <translation>Unter den Wurzelzügen sind nur die ersten {0} Knoten aufgezeichnet (das Budget).</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="112"/>
        <source>Only the first {0} nodes are recorded (the budget); “…” rows stand for the rest.</source>
        <translation>Nur die ersten {0} Knoten sind aufgezeichnet (das Budget); Zeilen „…“ stehen für den Rest.</translation>
    </message>
    <message>
        <source>Partial tree: the record holds the first {0} nodes (its budget); the search went on beyond them. Rows marked “not recorded” stand for the rest.</source>
        <translation type="vanished">Unvollständiger Baum: Die Aufzeichnung enthält die ersten {0} Knoten (ihr Budget); die Suche ging darüber hinaus. Zeilen mit „nicht aufgezeichnet“ stehen für den Rest.</translation>
    </message>
    <message>
        <source>The search was stopped inside a depth: this is the tree of the last depth it finished, every root move with its value.</source>
        <translation type="vanished">Die Suche wurde innerhalb einer Tiefe gestoppt: Dies ist der Baum der letzten fertigen Tiefe, jeder Wurzelzug mit seinem Wert.</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="83"/>
        <source>Show the stopped depth&apos;s partial tree</source>
        <translation>Unvollständigen Baum der gestoppten Tiefe zeigen</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="85"/>
        <source>Depth {0}, stopped: a partial tree; the nodes it left open have no value (?).</source>
        <translation>Tiefe {0}, gestoppt: ein unvollständiger Baum; offen gebliebene Knoten haben keinen Wert (?).</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="88"/>
        <source>The stopped depth: a partial tree; the nodes it left open have no value (?).</source>
        <translation>Die gestoppte Tiefe: ein unvollständiger Baum; die offen gebliebenen Knoten haben keinen Wert (?).</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="87"/>
        <source>Back to depth {0}&apos;s tree</source>
        <translation>Zurück zum Baum der Tiefe {0}</translation>
    </message>
    <message>
        <location filename="../search_tree/notes.py" line="90"/>
        <source>Back to the last finished depth&apos;s tree</source>
        <translation>Zurück zum Baum der letzten fertigen Tiefe</translation>
    </message>
    <message>
        <source>The search was stopped: nodes it left open have no value (?); the line it was on is expanded. With iterative deepening (Speed-ups) Stop keeps the last finished depth&apos;s whole tree.</source>
        <translation type="vanished">Die Suche wurde gestoppt: Offen gebliebene Knoten haben keinen Wert (?); die zuletzt verfolgte Variante ist aufgeklappt. Mit iterativer Vertiefung (Beschleunigungen) behält Stopp den ganzen Baum der letzten fertigen Tiefe.</translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../window/search_view.py" line="102"/>
        <source>{0}
An outside program chooses this move: it shows no search statistics.</source>
        <translation>{0}
Ein externes Programm wählt diesen Zug: Es zeigt keine Suchstatistik.</translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="104"/>
        <source>No search tree: {0} is an outside program, playing in a process of its own; it shows no tree.</source>
        <translation>Kein Suchbaum: {0} ist ein externes Programm, das in einem eigenen Prozess spielt; es zeigt keinen Baum.</translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="128"/>
        <source>{0} · growing: {1} playouts so far</source>
        <translation>{0} · wächst: bisher {1} Playouts</translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="205"/>
        <source>the last depth&apos;s tree; the statistics&apos; {0} count every depth</source>
        <translation>der Baum der letzten Tiefe; die {0} Knoten der Statistik zählen alle Tiefen</translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="209"/>
        <source>{0} · depth {1}</source>
        <translation>{0} · Tiefe {1}</translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="210"/>
        <source>{0} · depth {1}, partial</source>
        <translation>{0} · Tiefe {1}, unvollständig</translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="215"/>
        <source>The move chosen, {0}, is the stopped depth&apos;s: it found {0} better than {1}, this tree&apos;s choice.</source>
        <translation>Der gewählte Zug {0} stammt aus der gestoppten Tiefe: Sie fand {0} besser als {1}, die Wahl dieses Baums.</translation>
    </message>
    <message>
        <source>{0} · tree of depth {1}, the last finished</source>
        <translation type="vanished">{0} · Baum der Tiefe {1}, der zuletzt abgeschlossenen</translation>
    </message>
    <message>
        <source>{0} · depth {1}, stopped: partial tree</source>
        <translation type="vanished">{0} · Tiefe {1}, gestoppt: unvollständiger Baum</translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="238"/>
        <source>Shows the search at move {0}: not the position on the board (move {1}). Analyse (F5) to search this one.</source>
        <translation>Zeigt die Suche bei Zug {0}, nicht die Stellung auf dem Brett (Zug {1}). Analysieren (F5) durchsucht sie.</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../panels/settings_panel.py" line="493"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="497"/>
        <source>Start</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="507"/>
        <source>Changes apply to the next search; a search already running keeps its settings.</source>
        <translation>Änderungen gelten ab der nächsten Suche; eine laufende Suche behält ihre Einstellungen.</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="511"/>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="513"/>
        <source>Show move values on the board</source>
        <translation>Zugwerte auf dem Brett zeigen</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="514"/>
        <source>Show the principal variation as numbered ghosts</source>
        <translation>Hauptvariante nummeriert einblenden</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="515"/>
        <source>Analyse automatically on a human&apos;s turn</source>
        <translation>Bei Menschenzug automatisch analysieren</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="519"/>
        <source> ms</source>
        <comment>milliseconds</comment>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="521"/>
        <source>Search processes</source>
        <translation>Suchprozesse</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="525"/>
        <source>All cores ({0})</source>
        <translation>Alle Kerne ({0})</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="528"/>
        <source>Processes that search together. A search with iterative deepening and a transposition table (Speed-ups) runs as with one process, its tree recorded and its iterations shown, while the others search the same position to fill the table they share, so the answer comes sooner (Lazy SMP). Alpha-beta and minimax to a fixed depth share out the root moves unless the tree is recorded. Other searches (iterative deepening without a table, an exact solve) run in one process. Tournaments keep one per game. With All cores the other processes join a search only once it has run for 0.3 s, and only on cores nothing else is using: a short search costs what it costs in one process.</source>
        <translation>Prozesse, die gemeinsam suchen. Eine Suche mit iterativer Vertiefung und Transpositionstabelle (Beschleunigungen) läuft wie mit einem Prozess – ihr Baum wird aufgezeichnet, ihre Iterationen werden angezeigt –, während die anderen dieselbe Stellung durchsuchen, um die gemeinsame Tabelle zu füllen, sodass die Antwort früher kommt (Lazy SMP). Alpha-Beta und Minimax mit fester Tiefe teilen die Wurzelzüge auf, außer wenn der Baum aufgezeichnet wird. Andere Suchen (iterative Vertiefung ohne Tabelle, exaktes Lösen) laufen in einem Prozess. Turniere verwenden einen Prozess pro Partie. Mit „Alle Kerne“ kommen die anderen Prozesse erst hinzu, wenn eine Suche 0,3 s gelaufen ist, und nur auf Kernen, die gerade kein anderer Prozess belegt: Eine kurze Suche kostet so viel wie in einem Prozess.</translation>
    </message>
    <message>
        <source>Processes that search together. A search with iterative deepening and a transposition table (Speed-ups) runs as with one process, its tree recorded and its iterations shown, while the others search the same position to fill the table they share, so the answer comes sooner (Lazy SMP). Alpha-beta and minimax to a fixed depth share out the root moves unless the tree is recorded. Other searches (iterative deepening without a table, an exact solve) run in one process. Tournaments keep one per game.</source>
        <translation type="vanished">Prozesse, die gemeinsam suchen. Eine Suche mit iterativer Vertiefung und Transpositionstabelle (Beschleunigungen) läuft wie mit einem Prozess – ihr Baum wird aufgezeichnet, ihre Iterationen werden angezeigt –, während die anderen dieselbe Stellung durchsuchen, um die gemeinsame Tabelle zu füllen, sodass die Antwort früher kommt (Lazy SMP). Alpha-Beta und Minimax mit fester Tiefe teilen die Wurzelzüge auf, außer wenn der Baum aufgezeichnet wird. Andere Suchen (iterative Vertiefung ohne Tabelle, exaktes Lösen) laufen in einem Prozess. Turniere verwenden einen Prozess pro Partie.</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="538"/>
        <source>Computer move delay</source>
        <translation>Zugverzögerung (Computer)</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="539"/>
        <source>Workers</source>
        <translation>Prozesse</translation>
    </message>
</context>
<context>
    <name>SettingsSchema</name>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="188"/>
        <source>{0} must be true or false</source>
        <translation>{0} muss true oder false sein</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="190"/>
        <source>{0} must be one of {1}</source>
        <translation>{0} muss eines von {1} sein</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="193"/>
        <source>{0} must be a list of {1}, or all or none</source>
        <translation>{0} muss eine Liste aus {1} sein, oder all oder none</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="196"/>
        <source>{0} must be a whole number from 1 to {1} or &apos;full&apos;</source>
        <translation>{0} muss eine ganze Zahl von 1 bis {1} oder &apos;full&apos; sein</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="199"/>
        <source>{0} must be a whole number of at least {1}{2}</source>
        <translation>{0} muss eine ganze Zahl von mindestens {1}{2} sein</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="202"/>
        <source>{0} must be a whole number from {1} to {2}{3}</source>
        <translation>{0} muss eine ganze Zahl von {1} bis {2}{3} sein</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="205"/>
        <source>{0} must be a number above {1} and at most {2}{3}</source>
        <translation>{0} muss eine Zahl über {1} und höchstens {2}{3} sein</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="207"/>
        <source>{0} must be a number from {1} to {2}{3}</source>
        <translation>{0} muss eine Zahl von {1} bis {2}{3} sein</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="212"/>
        <source>{0}, got {1}</source>
        <translation>{0}, erhalten: {1}</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="285"/>
        <source>{0} does not apply to {1}: {2}</source>
        <translation>{0} gilt nicht für {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="357"/>
        <source>the depth</source>
        <translation>die Tiefe</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="358"/>
        <location filename="../../engine/search/settings_schema.py" line="403"/>
        <source>plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="361"/>
        <source>the time limit</source>
        <translation>das Zeitlimit</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="362"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="364"/>
        <source>the node limit</source>
        <translation>das Knotenlimit</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="365"/>
        <location filename="../../engine/search/settings_schema.py" line="421"/>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="367"/>
        <source>iterative deepening</source>
        <translation>iterative Vertiefung</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="370"/>
        <source>the transposition table</source>
        <translation>die Transpositionstabelle</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="372"/>
        <source>the table size</source>
        <translation>die Tabellengröße</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="374"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="376"/>
        <source>the move ordering</source>
        <translation>die Zugsortierung</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="379"/>
        <source>principal variation search</source>
        <translation>die Hauptvariantensuche (PVS)</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="381"/>
        <source>the aspiration window</source>
        <translation>das Aspirationsfenster</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="386"/>
        <source>quiescence</source>
        <translation>Ruhesuche</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="390"/>
        <source>the exact solver</source>
        <translation>der exakte Löser</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="392"/>
        <source>chance pruning</source>
        <translation>das Zufallsknoten-Beschneiden</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="395"/>
        <source>the playout count</source>
        <translation>die Zahl der Playouts</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="399"/>
        <source>the exploration constant</source>
        <translation>die Explorationskonstante</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="402"/>
        <source>the playout cutoff</source>
        <translation>der Playout-Abbruch</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="407"/>
        <source>the tie-break</source>
        <translation>die Wahl unter Gleichwertigen</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="410"/>
        <source>the seed</source>
        <translation>der Startwert</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="413"/>
        <source>prefer faster wins</source>
        <translation>schnellere Siege bevorzugt</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="415"/>
        <source>exact root values</source>
        <translation>exakte Wurzelwerte</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="418"/>
        <source>recording the search tree</source>
        <translation>das Aufzeichnen des Suchbaums</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="420"/>
        <source>the record budget</source>
        <translation>das Aufzeichnungsbudget</translation>
    </message>
    <message>
        <location filename="../../engine/search/settings_schema.py" line="444"/>
        <source>the weights must be an object of numbers within ±{0}</source>
        <translation>die Gewichte müssen ein Objekt aus Zahlen innerhalb ±{0} sein</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../window/setup_dialog.py" line="32"/>
        <source>Set up position — {0}</source>
        <translation>Stellung aufbauen — {0}</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="35"/>
        <source>{0} to move</source>
        <translation>{0} am Zug</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="36"/>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="42"/>
        <source>Play &amp;from here</source>
        <translation>&amp;Von hier spielen</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="45"/>
        <source>A&amp;nalyse</source>
        <translation>A&amp;nalysieren</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="53"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="vanished">Von hier spielen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="vanished">Analysieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Abbrechen</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="66"/>
        <source>A legal position: the game is over.</source>
        <translation>Eine erreichbare Stellung: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="67"/>
        <source>A legal position: {0} to move.</source>
        <translation>Eine erreichbare Stellung: {0} am Zug.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../window/keyboard_help.py" line="27"/>
        <source>On the board: the arrow keys move the selection, Enter or Space plays the selected move.</source>
        <translation>Auf dem Brett: Die Pfeiltasten bewegen die Auswahl, Eingabe oder Leertaste spielt den gewählten Zug.</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="61"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="71"/>
        <location filename="../window/keyboard_help.py" line="75"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="76"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="76"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="76"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="112"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="116"/>
        <source>How to use Minimax Studio</source>
        <translation>Wie man Minimax Studio benutzt</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="118"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="119"/>
        <source>Every keyboard shortcut of the window</source>
        <translation>Alle Tastenkürzel des Fensters</translation>
    </message>
</context>
<context>
    <name>SideSettingsForm</name>
    <message>
        <location filename="../panels/settings_panel.py" line="204"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="205"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="206"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="210"/>
        <source>Outside engine</source>
        <translation>Externe Engine</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="218"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="221"/>
        <source> plies</source>
        <translation> Halbzüge</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="222"/>
        <source>to the end</source>
        <translation>bis zum Ende</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="223"/>
        <source>Search to the end of the game: exact values, no evaluation function</source>
        <translation>Bis zum Spielende suchen: exakte Werte, keine Bewertungsfunktion</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="226"/>
        <source>Depth cutoff</source>
        <translation>Tiefenschranke</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="234"/>
        <source> playouts</source>
        <translation> Playouts</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="235"/>
        <source>Monte Carlo tree search: playouts per search (a time or node limit may end it sooner; Stop keeps what it has)</source>
        <translation>Monte-Carlo-Baumsuche: Playouts pro Suche (ein Zeit- oder Knotenlimit kann sie früher beenden; Stopp behält das bisherige Ergebnis)</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="242"/>
        <source>c = </source>
        <comment>UCB1&apos;s exploration constant</comment>
        <translation>c = </translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="243"/>
        <source>UCB1&apos;s exploration constant c: larger tries more moves, smaller follows the best mean sooner (√2 ≈ 1.41 is the textbook choice)</source>
        <translation>Explorationskonstante c von UCB1: größer probiert mehr Züge, kleiner folgt früher dem besten Mittelwert (√2 ≈ 1,41 ist die Lehrbuchwahl)</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="247"/>
        <source>Playouts</source>
        <translation>Playouts</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="253"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="261"/>
        <source>first in move order</source>
        <translation>erster der Reihe nach</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="262"/>
        <source>random, seed</source>
        <translation>zufällig, Seed</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="267"/>
        <source>Ties</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="269"/>
        <source>record, up to</source>
        <translation>aufzeichnen, bis zu</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="274"/>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="277"/>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
</context>
<context>
    <name>SprtChart</name>
    <message>
        <location filename="../tournament/charts.py" line="120"/>
        <source>SPRT: off</source>
        <translation>SPRT: aus</translation>
    </message>
    <message>
        <location filename="../tournament/charts.py" line="147"/>
        <source>no sequential test in this tournament</source>
        <translation>kein sequenzieller Test in diesem Turnier</translation>
    </message>
    <message>
        <location filename="../tournament/charts.py" line="172"/>
        <source>games: {0}</source>
        <translation>Partien: {0}</translation>
    </message>
</context>
<context>
    <name>StartArrangementBox</name>
    <message>
        <location filename="../panels/start_arrangement.py" line="16"/>
        <source>Fixed (1-6 in order)</source>
        <translation>Fest (1–6 der Reihe nach)</translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="17"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="18"/>
        <source>Chosen…</source>
        <translation>Gewählt…</translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="37"/>
        <source>Where each side&apos;s cubes 1-6 start in its corner triangle (applies to a new game)</source>
        <translation>Wo die Steine 1–6 jeder Seite in ihrem Eckdreieck beginnen (gilt für ein neues Spiel)</translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="39"/>
        <source>RED/BLUE, e.g. 615243/123456</source>
        <translation>ROT/BLAU, z. B. 615243/123456</translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="40"/>
        <source>Each side&apos;s cube numbers on its triangle, in the order corner, edge row, next row:
red a5 b5 c5 a4 b4 a3, blue e1 d1 c1 e2 d2 e3 (Enter applies)</source>
        <translation>Die Steinnummern jeder Seite auf ihrem Dreieck, in der Reihenfolge Ecke, Randreihe, nächste Reihe:
Rot a5 b5 c5 a4 b4 a3, Blau e1 d1 c1 e2 d2 e3 (Enter übernimmt)</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <location filename="../panels/stats_panel.py" line="28"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="29"/>
        <source>Evaluations</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="30"/>
        <source>Cutoffs</source>
        <translation>Schnitte</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="31"/>
        <source>Moves pruned</source>
        <translation>Abgeschnittene Züge</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="32"/>
        <source>Depth reached</source>
        <translation>Erreichte Tiefe</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="33"/>
        <source>Nodes/s</source>
        <translation>Knoten/s</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="34"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="35"/>
        <source>Best so far</source>
        <translation>Bisher bester</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="36"/>
        <source>Line so far</source>
        <translation>Bisherige Variante</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="37"/>
        <source>Root moves done</source>
        <translation>Wurzelzüge fertig</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="38"/>
        <source>Full tree to this depth</source>
        <translation>Voller Baum (gleiche Tiefe)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="39"/>
        <source>Pruning saved</source>
        <translation>Durch Abschneiden gespart</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="40"/>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="41"/>
        <source>Chance nodes</source>
        <translation>Zufallsknoten</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="42"/>
        <source>Chance cutoffs</source>
        <translation>Zufallsschnitte</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="43"/>
        <source>Playouts</source>
        <translation>Playouts</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="44"/>
        <source>Visits</source>
        <translation>Besuche</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="45"/>
        <source>Mean value</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="55"/>
        <source>— ({0} solves the root, not each move)</source>
        <translation>— ({0} löst die Wurzel, nicht jeden Zug)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="156"/>
        <location filename="../panels/stats_panel.py" line="220"/>
        <source>No search yet</source>
        <translation>Noch keine Suche</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="211"/>
        <source>{0} of {1}, through {2}</source>
        <translation>{0} von {1}, durch {2}</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="213"/>
        <source>{0} ({1}; a win is +1 at the end of a playout)</source>
        <translation>{0} ({1}; ein Sieg am Ende eines Playouts zählt +1)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="231"/>
        <source>Searching: {0}</source>
        <translation>Suche läuft: {0}</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="240"/>
        <source>{0} + {1} = {2} (main + helpers)</source>
        <translation>{0} + {1} = {2} (Haupt + Helfer)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="242"/>
        <source>{0} (all processes)</source>
        <translation>{0} (alle Prozesse)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="260"/>
        <source>{0} of {1} at depth {2}</source>
        <translation>{0} von {1} in Tiefe {2}</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="262"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="272"/>
        <source>{0} (value {1}, depth {2})</source>
        <translation>{0} (Wert {1}, Tiefe {2})</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="273"/>
        <location filename="../panels/stats_panel.py" line="311"/>
        <source>{0} (value {1})</source>
        <translation>{0} (Wert {1})</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="275"/>
        <source>{0} (value {1}, depth {2} finished)</source>
        <translation>{0} (Wert {1}, Tiefe {2} fertig)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="283"/>
        <source>{0} (depth {1})</source>
        <translation>{0} (Tiefe {1})</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="299"/>
        <source>stopped early</source>
        <translation>vorzeitig gestoppt</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="326"/>
        <source>{0}. Values are for the player to move at the root.</source>
        <translation>{0}. Die Werte gelten für den Spieler, der an der Wurzel am Zug ist.</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="335"/>
        <source>{0} tree levels (rolls included)</source>
        <translation>{0} Baumebenen (inkl. Würfe)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="337"/>
        <source>{0} (every outcome was searched)</source>
        <translation>{0} (jedes Ergebnis durchsucht)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="338"/>
        <source>nothing: no chance node was cut off</source>
        <translation>nichts: Kein Zufallsknoten wurde abgeschnitten</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="339"/>
        <source>nothing: plain expectiminimax does not prune</source>
        <translation>nichts: Reines Expectiminimax schneidet nicht ab</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="341"/>
        <source>not counted for chance trees</source>
        <translation>bei Zufallsbäumen nicht gezählt</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="342"/>
        <source>{0} outcomes never searched ({1} chance cutoffs)</source>
        <translation>{0} Ergebnisse nie durchsucht ({1} Zufallsschnitte)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="346"/>
        <source>not counted: MCTS grows its own tree, with no depth cutoff</source>
        <translation>nicht gezählt: MCTS baut seinen eigenen Baum auf, ohne Tiefenschranke</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="347"/>
        <source>no pruning: {0} playouts ({1}/s)</source>
        <translation>nichts abgeschnitten: {0} Playouts ({1}/s)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="350"/>
        <source>{0} (minimax visits all of it)</source>
        <translation>{0} (Minimax besucht ihn ganz)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="351"/>
        <source>nothing: minimax does not prune</source>
        <translation>nichts: Minimax schneidet nicht ab</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="354"/>
        <source>(stopped early)</source>
        <translation>(vorzeitig gestoppt)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="356"/>
        <source>counting…</source>
        <translation>wird gezählt…</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="356"/>
        <source>not counted (another search came first)</source>
        <translation>nicht gezählt (eine andere Suche kam zuerst)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="366"/>
        <source>Nodes where the die decides: their value is the probability-weighted mean of their outcomes (chance nodes do not consume depth)</source>
        <translation>Knoten, an denen der Würfel entscheidet; ihr Wert ist der nach Wahrscheinlichkeit gewichtete Mittelwert ihrer Ergebnisse (Zufallsknoten verbrauchen keine Tiefe)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="369"/>
        <source>{0}, {1} outcomes pruned</source>
        <translation>{0}, {1} Ergebnisse abgeschnitten</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="371"/>
        <source>{0} probes</source>
        <translation>{0} Sondierungen</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="374"/>
        <source>{0} nodes searched again to record the tree</source>
        <translation>{0} Knoten erneut durchsucht, um den Baum aufzuzeichnen</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="376"/>
        <source>none (no chance pruning)</source>
        <translation>keine (kein Zufalls-Pruning)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="378"/>
        <source>Star1/Star2: chance nodes cut before all their outcomes were searched, the outcomes never searched, and Star2&apos;s probe searches</source>
        <translation>Star1/Star2: Zufallsknoten, die geschnitten wurden, bevor alle ihre Ergebnisse durchsucht waren, die nie durchsuchten Ergebnisse und die Sondierungssuchen von Star2</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="386"/>
        <source>not counted (too large)</source>
        <translation>nicht gezählt (zu groß)</translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="392"/>
        <source>{0} ({1} of {2} nodes visited)</source>
        <translation>{0} ({1} von {2} Knoten besucht)</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../window/status.py" line="36"/>
        <source>Game over — draw</source>
        <translation>Spiel vorbei — unentschieden</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="37"/>
        <source>Game over — {0} wins</source>
        <translation>Spiel vorbei — {0} gewinnt</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="42"/>
        <source>{0} to roll (computer, paused)</source>
        <translation>{0} würfelt (Computer, pausiert)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="43"/>
        <source>{0} to roll (computer)</source>
        <translation>{0} würfelt (Computer)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="45"/>
        <source>{0} to roll — press R or click the die</source>
        <translation>{0} würfelt — R drücken oder auf den Würfel klicken</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="48"/>
        <source>{0} to move (outside engine, paused)</source>
        <translation>{0} am Zug (externe Engine, pausiert)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="49"/>
        <source>{0} to move (outside engine)</source>
        <translation>{0} am Zug (externe Engine)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="51"/>
        <source>{0} to move (computer, paused)</source>
        <translation>{0} am Zug (Computer, pausiert)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="52"/>
        <source>{0} to move (computer)</source>
        <translation>{0} am Zug (Computer)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="54"/>
        <source>{0} to move — your turn</source>
        <translation>{0} am Zug — Sie sind dran</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="55"/>
        <source>{0} to move</source>
        <translation>{0} am Zug</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="59"/>
        <source>{0} passes — {1}</source>
        <translation>{0} passt — {1}</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="69"/>
        <source>Engine idle</source>
        <translation>Engine untätig</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="111"/>
        <source>{0} — {1} nodes, {2} s</source>
        <translation>{0} — {1} Knoten, {2} s</translation>
    </message>
</context>
<context>
    <name>SuiteDialog</name>
    <message>
        <location filename="../window/suite_dialog.py" line="41"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="41"/>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="42"/>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="42"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="43"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="43"/>
        <source>Expected value</source>
        <translation>Sollwert</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="44"/>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="44"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="45"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="45"/>
        <source>Nodes/s</source>
        <translation>Knoten/s</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="47"/>
        <source>Test suites (*.obf *.txt);;All files (*)</source>
        <translation>Testsammlungen (*.obf *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="48"/>
        <source>no suite run yet</source>
        <translation>noch keine Sammlung gelöst</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="56"/>
        <source>Run test suite</source>
        <translation>Testsammlung lösen</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="61"/>
        <source>a suite file: Edax .obf (Othello) or Pascal Pons&apos;s MOVES SCORE lines</source>
        <translation>eine Sammlungsdatei: Edax-.obf (Othello) oder „MOVES SCORE“-Zeilen von Pascal Pons</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="65"/>
        <source>Suite file</source>
        <translation>Sammlungsdatei</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="66"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="68"/>
        <source>S&amp;uite:</source>
        <translation>S&amp;ammlung:</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="75"/>
        <source>&amp;Win/draw/loss only (faster; values checked by their sign)</source>
        <translation>&amp;Nur Sieg/Remis/Niederlage (schneller; Werte nach Vorzeichen geprüft)</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="78"/>
        <source>&amp;Run</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="81"/>
        <source>&amp;Stop</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="vanished">Wählen…</translation>
    </message>
    <message>
        <source>Suite:</source>
        <translation type="vanished">Sammlung:</translation>
    </message>
    <message>
        <source>Win/draw/loss only (faster; values checked by their sign)</source>
        <translation type="vanished">Nur Sieg/Remis/Niederlage (schneller; Werte nach Vorzeichen geprüft)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="vanished">Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="vanished">Stopp</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="101"/>
        <source>Choose a suite and press Run.</source>
        <translation>Eine Sammlung wählen und Start drücken.</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="114"/>
        <source>Choose a test suite</source>
        <translation>Testsammlung wählen</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="130"/>
        <source>choose a suite file first</source>
        <translation>zuerst eine Sammlungsdatei wählen</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="136"/>
        <source>Cannot run this suite: {0}</source>
        <translation>Diese Sammlung lässt sich nicht starten: {0}</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="143"/>
        <source>%v / %m positions</source>
        <translation>%v / %m Stellungen</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="144"/>
        <source>Line {0} skipped: {1}</source>
        <translation>Zeile {0} übersprungen: {1}</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="145"/>
        <source>{0} {1} positions ({2}), {3}. Scores: {4}.</source>
        <translation>{0} Stellungen ({1}, {2}), {3}. Werte: {4}.</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="168"/>
        <source>The suite stopped: {0}</source>
        <translation>Die Sammlung wurde gestoppt: {0}</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="183"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="183"/>
        <source>NO</source>
        <translation>NEIN</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="184"/>
        <source> (stopped)</source>
        <translation> (gestoppt)</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="201"/>
        <source>{0}/{1} right; {2} of {3} positions run (stopped)</source>
        <translation>{0}/{1} richtig; {2} von {3} Stellungen bearbeitet (gestoppt)</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="202"/>
        <source>{0}/{1} right; {2} of {3} positions run</source>
        <translation>{0}/{1} richtig; {2} von {3} Stellungen bearbeitet</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="204"/>
        <source>; time {0} s (mean {1} s); {2} nodes ({3} nodes/s)</source>
        <translation>; Zeit {0} s (Mittel {1} s); {2} Knoten ({3} Knoten/s)</translation>
    </message>
</context>
<context>
    <name>TaskBoard</name>
    <message>
        <location filename="../learn/task_board.py" line="34"/>
        <location filename="../learn/task_board.py" line="39"/>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <location filename="../tournament/__init__.py" line="78"/>
        <source>First side: {0}</source>
        <translation>Erster Spieler: {0}</translation>
    </message>
    <message>
        <location filename="../tournament/__init__.py" line="79"/>
        <source>Second side: {0}</source>
        <translation>Zweiter Spieler: {0}</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="56"/>
        <source>Random plies</source>
        <translation>Zufällige Halbzüge</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="57"/>
        <source>The start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="58"/>
        <source>From a file…</source>
        <translation>Aus Datei…</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="73"/>
        <location filename="../tournament/window.py" line="538"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="vanished">Spiel</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="108"/>
        <source>The players: each a spec such as alphabeta:4,eval=windows,centre=5,name=c5</source>
        <translation>Die Spieler: jeder als Spezifikation wie alphabeta:4,eval=windows,centre=5,name=c5</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="118"/>
        <source>A side of the main window, a ready-made agent, or a spec you type</source>
        <translation>Ein Spieler des Hauptfensters, ein vorgefertigter Agent oder eine eingegebene Spezifikation</translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="vanished">Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="vanished">Entfernen</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="54"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="55"/>
        <source>Class contest</source>
        <translation>Klassenwettbewerb</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="97"/>
        <source>Players: specs you choose. Class contest: every .py file of a folder, each in a sandbox</source>
        <translation>Spieler: Spezifikationen, die Sie wählen. Klassenwettbewerb: jede .py-Datei eines Ordners, jede in einer Sandbox</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="vanished">Modus</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation type="vanished">Ordner wählen…</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="137"/>
        <source>A folder of students&apos; evaluation or player files (.py)</source>
        <translation>Ein Ordner mit Bewertungs- oder Spielerdateien (.py) der Schülerinnen und Schüler</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="140"/>
        <source>The contestants: one per .py file, named after the file or its NAME</source>
        <translation>Die Teilnehmer: einer je .py-Datei, benannt nach der Datei oder ihrem NAME</translation>
    </message>
    <message>
        <source>Contestants</source>
        <translation type="vanished">Teilnehmer</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="153"/>
        <source>How deep each evaluation file&apos;s search looks (player files choose their moves themselves)</source>
        <translation>Wie tief die Suche jeder Bewertungsdatei schaut (Spielerdateien wählen ihre Züge selbst)</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation type="vanished">Suchtiefe</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="163"/>
        <source>Games per pair of players, in colour-swapped pairs from the same opening</source>
        <translation>Partien je Spielerpaar, in Paaren mit getauschten Farben aus derselben Eröffnung</translation>
    </message>
    <message>
        <source>Games per pair</source>
        <translation type="vanished">Partien je Paar</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="173"/>
        <source> plies</source>
        <translation> Halbzüge</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="378"/>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <source>Sequential test (SPRT)</source>
        <translation type="vanished">Sequenzieller Test (SPRT)</translation>
    </message>
    <message>
        <source>H0: Elo =</source>
        <translation type="vanished">H0: Elo =</translation>
    </message>
    <message>
        <source>H1: Elo =</source>
        <translation type="vanished">H1: Elo =</translation>
    </message>
    <message>
        <source>α (false H1)</source>
        <translation type="vanished">α (H1 irrtümlich)</translation>
    </message>
    <message>
        <source>β (false H0)</source>
        <translation type="vanished">β (H0 irrtümlich)</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="197"/>
        <source>Games played at once (one worker process each)</source>
        <translation>Gleichzeitig gespielte Partien (je ein Worker-Prozess)</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation type="vanished">Parallelität</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="vanished">Seed</translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="vanished">Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="vanished">Stopp</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="206"/>
        <source>Stop now and keep the games finished so far</source>
        <translation>Jetzt stoppen und die bisher beendeten Partien behalten</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="212"/>
        <source>%v / %m games</source>
        <translation>%v / %m Partien</translation>
    </message>
    <message>
        <source>Save leaderboard…</source>
        <translation type="vanished">Rangliste speichern…</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="220"/>
        <source>The standings, crosstable, forfeits and settings as one web page (.html) or as JSON (.json)</source>
        <translation>Tabelle, Kreuztabelle, kampflose Niederlagen und Einstellungen als eine Webseite (.html) oder als JSON (.json)</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="239"/>
        <source>The pair whose test the chart shows</source>
        <translation>Das Paar, dessen Test das Diagramm zeigt</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="253"/>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="254"/>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="255"/>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Replay in the main window</source>
        <translation type="vanished">Im Hauptfenster nachspielen</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="100"/>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="105"/>
        <source>&amp;Game</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="119"/>
        <source>&amp;Add</source>
        <translation>Hinzufü&amp;gen</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="121"/>
        <source>&amp;Remove</source>
        <translation>E&amp;ntfernen</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="130"/>
        <source>Play&amp;ers</source>
        <translation>Spi&amp;eler</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="136"/>
        <source>&amp;Choose folder…</source>
        <translation>Ordner &amp;wählen…</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="145"/>
        <source>Cont&amp;estants</source>
        <translation>Teiln&amp;ehmer</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="155"/>
        <source>Search &amp;depth</source>
        <translation>S&amp;uchtiefe</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="164"/>
        <source>Games per pa&amp;ir</source>
        <translation>Partien &amp;je Paar</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="177"/>
        <source>O&amp;penings</source>
        <translation>Erö&amp;ffnungen</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="182"/>
        <source>Se&amp;quential test (SPRT)</source>
        <translation>Se&amp;quenzieller Test (SPRT)</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="188"/>
        <source>H&amp;0: Elo =</source>
        <translation>H&amp;0: Elo =</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="189"/>
        <source>H&amp;1: Elo =</source>
        <translation>H&amp;1: Elo =</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="190"/>
        <source>α (&amp;false H1)</source>
        <translation>α (H1 &amp;irrtümlich)</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="191"/>
        <source>β (fa&amp;lse H0)</source>
        <translation>β (H0 i&amp;rrtümlich)</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="198"/>
        <source>Co&amp;ncurrency</source>
        <translation>P&amp;arallelität</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="201"/>
        <source>&amp;Seed</source>
        <translation>&amp;Seed</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="203"/>
        <source>S&amp;tart</source>
        <translation>S&amp;tart</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="205"/>
        <source>St&amp;op</source>
        <translation>St&amp;opp</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="219"/>
        <source>Sa&amp;ve leaderboard…</source>
        <translation>Rang&amp;liste speichern…</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="266"/>
        <source>Replay in the main &amp;window</source>
        <translation>Im Hauptfenster na&amp;chspielen</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="352"/>
        <source>Cannot add this player: {0}</source>
        <translation>Dieser Spieler kann nicht hinzugefügt werden: {0}</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="378"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="408"/>
        <source>Choose a folder with at least two contestants&apos; .py files.</source>
        <translation>Wählen Sie einen Ordner mit den .py-Dateien von mindestens zwei Teilnehmern.</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="418"/>
        <source>SPRT: {0}</source>
        <translation>SPRT: {0}</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="447"/>
        <source>bubblewrap namespaces</source>
        <translation>Bubblewrap-Namensräume</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="449"/>
        <source>no files but Python and the engine, read-only</source>
        <translation>keine Dateien außer Python und der Engine, nur lesbar</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="451"/>
        <source>no network</source>
        <translation>kein Netzwerk</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="453"/>
        <source>no new processes</source>
        <translation>keine neuen Prozesse</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="455"/>
        <source>{0} MB memory</source>
        <translation>{0} MB Speicher</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="457"/>
        <source>{0} CPU seconds in all</source>
        <translation>{0} CPU-Sekunden insgesamt</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="458"/>
        <source>{0} s per move</source>
        <translation>{0} s pro Zug</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="461"/>
        <source>file isolation</source>
        <translation>Abschottung der Dateien</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="463"/>
        <source>network isolation</source>
        <translation>Abschottung vom Netzwerk</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="465"/>
        <source>a process limit</source>
        <translation>eine Grenze für Prozesse</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="467"/>
        <source>a memory limit</source>
        <translation>eine Speichergrenze</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="468"/>
        <source>Sandbox: {0}.</source>
        <translation>Sandbox: {0}.</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="470"/>
        <source>Not enforced here: {0}.</source>
        <translation>Hier nicht durchgesetzt: {0}.</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="475"/>
        <source>Class contest folder</source>
        <translation>Ordner des Klassenwettbewerbs</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="165"/>
        <source>Cannot save {0}: {1}</source>
        <translation>{0} kann nicht gespeichert werden: {1}</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="168"/>
        <source>Saved the leaderboard to {0}.</source>
        <translation>Die Rangliste wurde in {0} gespeichert.</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="175"/>
        <source>Save leaderboard</source>
        <translation>Rangliste speichern</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="176"/>
        <source>Web page (*.html);;JSON (*.json)</source>
        <translation>Webseite (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="78"/>
        <source>{0} vs {1}</source>
        <translation>{0} gegen {1}</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="511"/>
        <source>Playing {0} games on {1} processes…</source>
        <translation>{0} Partien werden auf {1} Prozessen gespielt…</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="106"/>
        <source>SPRT: off (check &apos;Sequential test&apos; before Start)</source>
        <translation>SPRT: aus („Sequenzieller Test“ vor Start ankreuzen)</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="113"/>
        <source>H1 accepted</source>
        <translation>H1 angenommen</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="115"/>
        <source>H0 accepted</source>
        <translation>H0 angenommen</translation>
    </message>
    <message numerus="yes">
        <location filename="../tournament/window.py" line="526"/>
        <source>Finished: %n games.</source>
        <translation>
            <numerusform>Fertig: %n Partie.</numerusform>
            <numerusform>Fertig: %n Partien.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="528"/>
        <source>Stopped: {0} of {1} games played; they are kept above.</source>
        <translation>Gestoppt: {0} von {1} Partien gespielt; sie bleiben oben erhalten.</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="124"/>
        <source>{0} vs {1}: {2}</source>
        <translation>{0} gegen {1}: {2}</translation>
    </message>
    <message>
        <location filename="../tournament/results.py" line="127"/>
        <source>The SPRT decided: {0}.</source>
        <translation>Der SPRT hat entschieden: {0}.</translation>
    </message>
</context>
<context>
    <name>TreeExplorer</name>
    <message>
        <location filename="../explorer/explorer.py" line="192"/>
        <source>full depth</source>
        <translation>volle Tiefe</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="193"/>
        <source>depth </source>
        <translation>Tiefe </translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="194"/>
        <source>Cut the search off after this many plies; an inner node there gives its static &quot;value&quot; (write it in the tree: {&quot;value&quot;: 5, &quot;children&quot;: [...]})</source>
        <translation>Die Suche nach so vielen Halbzügen abbrechen; ein innerer Knoten dort liefert seinen statischen &quot;value&quot; (im Baum angeben: {&quot;value&quot;: 5, &quot;children&quot;: [...]})</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="209"/>
        <source>Back to the start (Home)</source>
        <translation>Zurück zum Anfang (Pos1)</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="210"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="210"/>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (←)</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="211"/>
        <source>Step ▶</source>
        <translation>Schritt ▶</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="211"/>
        <source>One step forward (Right)</source>
        <translation>Einen Schritt vor (→)</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="213"/>
        <source>Next cutoff ✂</source>
        <translation>Nächster Schnitt ✂</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="213"/>
        <source>Run to the next cutoff (C)</source>
        <translation>Bis zum nächsten Schnitt laufen (C)</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="215"/>
        <source>To end ▶|</source>
        <translation>Zum Ende ▶|</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="215"/>
        <source>Run to the end (End)</source>
        <translation>Bis zum Ende laufen (Ende)</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="216"/>
        <location filename="../explorer/playback.py" line="82"/>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="216"/>
        <source>Play the steps at the chosen speed (Space)</source>
        <translation>Die Schritte im gewählten Tempo abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Compare all</source>
        <translation type="vanished">Alle vergleichen</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="220"/>
        <source>Search this tree with every algorithm, one row each; a row marks the leaves it evaluated ({0})</source>
        <translation>Diesen Baum mit jedem Algorithmus durchsuchen, eine Zeile je Algorithmus; eine Zeile markiert die Blätter, die er bewertet hat ({0})</translation>
    </message>
    <message>
        <source>speed</source>
        <translation type="vanished">Tempo</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="229"/>
        <source>steps per second</source>
        <translation>Schritte pro Sekunde</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="235"/>
        <location filename="../explorer/playback.py" line="94"/>
        <source>{0}/s</source>
        <translation>{0}/s</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="249"/>
        <source>Zoom out ({0})</source>
        <translation>Verkleinern ({0})</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="251"/>
        <source>Zoom in ({0})</source>
        <translation>Vergrößern ({0})</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="253"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="253"/>
        <source>Show the whole tree ({0})</source>
        <translation>Den ganzen Baum zeigen ({0})</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="264"/>
        <source>Move ordering</source>
        <translation>Zugsortierung</translation>
    </message>
    <message>
        <source>Best ordering</source>
        <translation type="vanished">Beste Sortierung</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="268"/>
        <source>Sort every node&apos;s children so alpha-beta prunes the most: by minimax value, best first for the player to move</source>
        <translation>Die Kinder jedes Knotens so sortieren, dass Alpha-Beta am meisten abschneidet: nach Minimax-Wert, der beste für den Spieler am Zug zuerst</translation>
    </message>
    <message>
        <source>Drag nodes sideways to reorder children</source>
        <translation type="vanished">Knoten seitwärts ziehen, um Kinder umzusortieren</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="283"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation type="vanished">PNG…</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation type="vanished">SVG…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation type="vanished">JSON…</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="335"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="336"/>
        <source>{0} subtree after {1}</source>
        <translation>{0}: Teilbaum nach {1}</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="337"/>
        <source>{0} subtree at the root</source>
        <translation>{0}: Teilbaum an der Wurzel</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="342"/>
        <source>Part of a real search: the leaves hold the values the search recorded there (evaluations at a depth cutoff, or values backed up from below where the subtree was cut to fit), and only the moves it examined are shown. Hover over a node to see its position.</source>
        <translation>Teil einer echten Suche: Die Blätter enthalten die Werte, die die Suche dort aufgezeichnet hat (Bewertungen an einer Tiefenschranke oder von unten zurückgegebene Werte, wo der Teilbaum gekürzt wurde), und nur die untersuchten Züge werden gezeigt. Mit der Maus über einen Knoten fahren, um seine Stellung zu sehen.</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="50"/>
        <source>Your tree</source>
        <translation>Eigener Baum</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="75"/>
        <source>the tree is nested too deeply to draw</source>
        <translation>der Baum ist zum Zeichnen zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="80"/>
        <source>the tree has {0} nodes; the explorer draws at most {1}</source>
        <translation>der Baum hat {0} Knoten; der Explorer zeichnet höchstens {1}</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="97"/>
        <source>Random tree: depth {0}, width {1}, seed {2}</source>
        <translation>Zufallsbaum: Tiefe {0}, Breite {1}, Seed {2}</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="101"/>
        <source>Open a tree</source>
        <translation>Baum öffnen</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="103"/>
        <source>Trees (*.json *.txt);;All (*)</source>
        <translation>Bäume (*.json *.txt);;Alle (*)</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation type="vanished">Alpha-Beta</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation type="vanished">Minimax</translation>
    </message>
    <message>
        <source>Expectiminimax</source>
        <translation type="vanished">Expectiminimax</translation>
    </message>
    <message>
        <source>SSS*</source>
        <translation type="vanished">SSS*</translation>
    </message>
    <message>
        <source>DUAL*</source>
        <translation type="vanished">DUAL*</translation>
    </message>
    <message>
        <source>MTD(f)</source>
        <translation type="vanished">MTD(f)</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="219"/>
        <source>Co&amp;mpare all</source>
        <translation>A&amp;lle vergleichen</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="223"/>
        <source>s&amp;peed</source>
        <translation>Te&amp;mpo</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="266"/>
        <source>&amp;Best ordering</source>
        <translation>Beste Sort&amp;ierung</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="272"/>
        <source>Drag nodes s&amp;ideways to reorder children</source>
        <translation>&amp;Knoten seitwärts ziehen, um Kinder umzusortieren</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="286"/>
        <source>P&amp;NG…</source>
        <translation>&amp;PNG…</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="286"/>
        <source>&amp;SVG…</source>
        <translation>S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="287"/>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="377"/>
        <source>leaf {0}</source>
        <translation>Blatt {0}</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="379"/>
        <source>chance node {0}</source>
        <translation>Zufallsknoten {0}</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="381"/>
        <source>{0} node {1}</source>
        <translation>{0}-Knoten {1}</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="382"/>
        <source> (path {0})</source>
        <translation> (Pfad {0})</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="382"/>
        <source> (the root)</source>
        <translation> (die Wurzel)</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="383"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;{1}&lt;br&gt;minimax value {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;{1}&lt;br&gt;Minimax-Wert {2}</translation>
    </message>
    <message>
        <location filename="../explorer/playback.py" line="77"/>
        <source>⏸ Pause</source>
        <translation>⏸ Pause</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="422"/>
        <source>Practice: click the leaves alpha-beta prunes, type the inner nodes&apos; values in the table, then Check my answers.</source>
        <translation>Übung: Die Blätter anklicken, die Alpha-Beta abschneidet, die Werte der inneren Knoten in die Tabelle eintragen, dann „Antworten prüfen“.</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="441"/>
        <source>{0} on this tree takes {1} steps. Press Step ▶ (or → on the drawing) to start, Play to watch it, or click a node to jump to where the search reaches it.</source>
        <translation>{0} braucht auf diesem Baum {1} Schritte. „Schritt ▶“ (oder → in der Zeichnung) startet, „Abspielen“ zeigt den Ablauf, ein Klick auf einen Knoten springt dorthin, wo die Suche ihn erreicht.</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="448"/>
        <source>step {0} / {1}</source>
        <translation>Schritt {0} / {1}</translation>
    </message>
    <message>
        <location filename="../explorer/comparison_mode.py" line="51"/>
        <source>Compare all: {0}</source>
        <translation>Alle vergleichen: {0}</translation>
    </message>
    <message>
        <location filename="../explorer/comparison_mode.py" line="110"/>
        <source>{0} values the root&apos;s moves by {1} random playouts through them, not by evaluating leaves one by one: no leaf is marked. Its best move is drawn in orange.</source>
        <translation>{0} bewertet die Züge der Wurzel durch {1} zufällige Playouts über sie, nicht durch Bewerten einzelner Blätter: Kein Blatt ist markiert. Der beste Zug ist orange gezeichnet.</translation>
    </message>
    <message>
        <location filename="../explorer/comparison_mode.py" line="116"/>
        <source>{0} evaluates {1} of {2} leaves, numbered in the order it first evaluated them (#1, #2, …); the subtrees it never entered are greyed and crossed off. Value {3}; its best move is drawn in orange.</source>
        <translation>{0} bewertet {1} von {2} Blättern, nummeriert in der Reihenfolge der ersten Bewertung (#1, #2, …); nie betretene Teilbäume sind grau und durchgestrichen. Wert {3}; der beste Zug ist orange gezeichnet.</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="469"/>
        <source>best ordering</source>
        <translation>beste Sortierung</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="475"/>
        <source>reordered</source>
        <translation>umsortiert</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="504"/>
        <source>{0} leaves. Alpha-beta does not apply to chance nodes.</source>
        <translation>{0} Blätter. Alpha-Beta gilt nicht für Zufallsknoten.</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="506"/>
        <source>Alpha-beta evaluates {0} of {1} leaves ({2} pruned; {3} nodes visited of {4}).</source>
        <translation>Alpha-Beta bewertet {0} von {1} Blättern ({2} abgeschnitten; {3} von {4} Knoten besucht).</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="510"/>
        <source>{0} evaluates {1} of {2} leaves ({3} never reached).</source>
        <translation>{0} bewertet {1} von {2} Blättern ({3} nie erreicht).</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="514"/>
        <source>MTD(f) asks {0} zero-window questions and evaluates {1} of {2} leaves at least once.</source>
        <translation>MTD(f) stellt {0} Nullfenster-Fragen und bewertet {1} von {2} Blättern mindestens einmal.</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="520"/>
        <source>Best case for a uniform tree of width {0} and depth {1}: {0}^⌈{1}/2⌉ + {0}^⌊{1}/2⌋ − 1 = {2} leaves (Knuth–Moore).</source>
        <translation>Bester Fall für einen gleichmäßigen Baum der Breite {0} und Tiefe {1}: {0}^⌈{1}/2⌉ + {0}^⌊{1}/2⌋ − 1 = {2} Blätter (Knuth–Moore).</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="523"/>
        <source>Not a uniform tree, so no Knuth–Moore best case.</source>
        <translation>Kein gleichmäßiger Baum, also kein Knuth–Moore-Bestfall.</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="113"/>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="122"/>
        <source>Export {0}</source>
        <translation>{0} exportieren</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="129"/>
        <source>Export failed: {0}</source>
        <translation>Export fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="131"/>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="134"/>
        <source>the drawing as PNG</source>
        <translation>Zeichnung als PNG</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="135"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="138"/>
        <source>the drawing as SVG</source>
        <translation>Zeichnung als SVG</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="139"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="142"/>
        <source>the tree as JSON</source>
        <translation>Baum als JSON</translation>
    </message>
    <message>
        <location filename="../explorer/tree_files.py" line="143"/>
        <source>Trees (*.json)</source>
        <translation>Bäume (*.json)</translation>
    </message>
</context>
<context>
    <name>TreeInputPanel</name>
    <message>
        <location filename="../explorer/input_panel.py" line="66"/>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="70"/>
        <source>Examples…</source>
        <translation>Beispiele…</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="81"/>
        <source>((3 12 8) (2 4 6) (14 5 2))  or JSON, e.g. [[3, 12, 8], [2, 4, 6]]</source>
        <translation>((3 12 8) (2 4 6) (14 5 2))  oder JSON, z. B. [[3, 12, 8], [2, 4, 6]]</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="vanished">Zeichnen</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="92"/>
        <source>Parse the text and draw the tree ({0})</source>
        <translation>Den Text einlesen und den Baum zeichnen ({0})</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="vanished">Öffnen…</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="90"/>
        <source>D&amp;raw</source>
        <translation>&amp;Zeichnen</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="94"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="109"/>
        <source>Random tree:</source>
        <translation>Zufallsbaum:</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="110"/>
        <source>depth (plies)</source>
        <translation>Tiefe (Halbzüge)</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="111"/>
        <source>children per inner node</source>
        <translation>Kinder pro innerem Knoten</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="112"/>
        <source>smallest leaf value</source>
        <translation>kleinster Blattwert</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="113"/>
        <source>largest leaf value</source>
        <translation>größter Blattwert</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="114"/>
        <source>random seed (same seed, same tree)</source>
        <translation>Startwert des Zufalls (gleicher Startwert, gleicher Baum)</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="115"/>
        <source>&amp;depth</source>
        <translation>&amp;Tiefe</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="115"/>
        <source>&amp;width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="116"/>
        <source>va&amp;lues</source>
        <translation>W&amp;erte</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="117"/>
        <source>s&amp;eed</source>
        <translation>Sta&amp;rtwert</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="125"/>
        <source>Gener&amp;ate</source>
        <translation>Erze&amp;ugen</translation>
    </message>
    <message>
        <source>depth</source>
        <translation type="vanished">Tiefe</translation>
    </message>
    <message>
        <source>width</source>
        <translation type="vanished">Breite</translation>
    </message>
    <message>
        <source>values</source>
        <translation type="vanished">Werte</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="116"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="vanished">Startwert</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="vanished">Erzeugen</translation>
    </message>
</context>
<context>
    <name>TreeRecord</name>
    <message>
        <location filename="../../engine/record.py" line="36"/>
        <source>expanded</source>
        <translation>expandiert</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="36"/>
        <source>terminal</source>
        <translation>terminal</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="37"/>
        <source>depth cutoff</source>
        <translation>Tiefenschranke</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="37"/>
        <source>β-cutoff</source>
        <translation>β-Schnitt</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="38"/>
        <source>α-cutoff</source>
        <translation>α-Schnitt</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="38"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="39"/>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="200"/>
        <source>β-cutoff after {0} of {1}: v ≥ β</source>
        <translation>β-Schnitt nach {0} von {1}: v ≥ β</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="202"/>
        <source>α-cutoff after {0} of {1}: v ≤ α</source>
        <translation>α-Schnitt nach {0} von {1}: v ≤ α</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="204"/>
        <source>depth cutoff: evaluation</source>
        <translation>Tiefenschranke: Bewertung</translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="206"/>
        <source>all %n children</source>
        <translation>alle Kinder (%n)</translation>
    </message>
</context>
<context>
    <name>TreeRun</name>
    <message>
        <location filename="../explorer/treerun.py" line="119"/>
        <source>{0} under {1}</source>
        <translation>{0} unter {1}</translation>
    </message>
</context>
<context>
    <name>TreeTasks</name>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="73"/>
        <source>“{0}” is not a node of this tree</source>
        <translation>„{0}“ ist kein Knoten dieses Baums</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="79"/>
        <source>the root</source>
        <translation>„Wurzel“</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="138"/>
        <source>{0} is a chance node; its outcomes are worth {1}. The expected value is {2} = {3}.</source>
        <translation>{0} ist ein Zufallsknoten; seine Ergebnisse sind {1} wert. Der Erwartungswert ist {2} = {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="143"/>
        <source>{0} is a MAX node; its children are worth {1}. MAX picks the largest: max({2}) = {3}.</source>
        <translation>{0} ist ein MAX-Knoten; seine Kinder sind {1} wert. MAX wählt den größten Wert: max({2}) = {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="146"/>
        <source>{0} is a MIN node; its children are worth {1}. MIN picks the smallest: min({2}) = {3}.</source>
        <translation>{0} ist ein MIN-Knoten; seine Kinder sind {1} wert. MIN wählt den kleinsten Wert: min({2}) = {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="164"/>
        <source>{0} is a leaf: its value is its utility, {1}.</source>
        <translation>{0} ist ein Blatt: Sein Wert ist sein Nutzen, {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="172"/>
        <source>the value of {0} is {1}</source>
        <translation>der Wert von {0} ist {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="179"/>
        <source>Alpha-beta returns {0} at {1}.</source>
        <translation>Alpha-Beta gibt bei {1} den Wert {0} zurück.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="187"/>
        <source>{0} from left to right</source>
        <translation>{0} von links nach rechts</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="190"/>
        <source>{0} (%n pruned)</source>
        <translation>
            <numerusform>{0} (%n abgeschnitten)</numerusform>
            <numerusform>{0} (%n abgeschnitten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="193"/>
        <source>It is a MAX node; the children alpha-beta searched returned {0}, and MAX takes the largest.</source>
        <translation>Es ist ein MAX-Knoten; die von Alpha-Beta durchsuchten Kinder gaben {0} zurück, und MAX nimmt den größten Wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="197"/>
        <source>It is a MIN node; the children alpha-beta searched returned {0}, and MIN takes the smallest.</source>
        <translation>Es ist ein MIN-Knoten; die von Alpha-Beta durchsuchten Kinder gaben {0} zurück, und MIN nimmt den kleinsten Wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="203"/>
        <source>So the value is only a bound, and it is enough.</source>
        <translation>Der Wert ist also nur eine Schranke, und das genügt.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="220"/>
        <source>Minimax moves to {0} (the first of the equally good moves).</source>
        <translation>Minimax zieht nach {0} (dem ersten der gleich guten Züge).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="223"/>
        <source>Minimax moves to {0}.</source>
        <translation>Minimax zieht nach {0}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="230"/>
        <source>{0}. Type a child of {1} by its name.</source>
        <translation>{0}. Geben Sie ein Kind von {1} mit seinem Namen ein.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="233"/>
        <source>{0} is not a child of {1}.</source>
        <translation>{0} ist kein Kind von {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="236"/>
        <source>minimax moves to {0}</source>
        <translation>Minimax zieht nach {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="238"/>
        <source>minimax moves to {0} (and {1} is worth as much)</source>
        <translation>Minimax zieht nach {0} (und {1} ist gleich viel wert)</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="249"/>
        <source>The principal variation follows the best move at each node from the root: {0}, and its end is worth {1}.</source>
        <translation>Die Hauptvariante folgt von der Wurzel aus an jedem Knoten dem besten Zug: {0}, und ihr Ende ist {1} wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="260"/>
        <source>{0}. Type the names of the nodes the line moves to, one after another.</source>
        <translation>{0}. Geben Sie nacheinander die Namen der Knoten ein, zu denen die Variante zieht.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="264"/>
        <source>The line starts at {0}: write the nodes it moves to, one per move.</source>
        <translation>Die Variante beginnt bei {0}: Geben Sie die Knoten an, zu denen sie zieht, einen pro Zug.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="268"/>
        <source>{0} is not a child of {1}: a line goes down one level per move.</source>
        <translation>{0} ist kein Kind von {1}: Eine Variante steigt pro Zug eine Ebene hinab.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="275"/>
        <source>Your move {0} ({1}) is not a best move: {2}</source>
        <translation>Ihr {0}. Zug ({1}) ist kein bester Zug: {2}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="280"/>
        <source>the principal variation is {0}</source>
        <translation>die Hauptvariante ist {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="288"/>
        <source>Alpha-beta finds no cutoff in this tree: it evaluates every leaf.</source>
        <translation>Alpha-Beta findet in diesem Baum keinen Schnitt: Es bewertet jedes Blatt.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="291"/>
        <source>alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="292"/>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="308"/>
        <source>Every value in this tree lies in [L, U] = [{0}, {1}].</source>
        <translation>Jeder Wert in diesem Baum liegt in [L, U] = [{0}, {1}].</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="310"/>
        <source>Star1 finds no cutoff here: it evaluates every leaf.</source>
        <translation>Star1 findet hier keinen Schnitt: Es bewertet jedes Blatt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="321"/>
        <source>{0} is/are never evaluated</source>
        <translation>
            <numerusform>{0} wird nie bewertet</numerusform>
            <numerusform>{0} werden nie bewertet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="327"/>
        <source>window ({0}, {1})</source>
        <translation>Fenster ({0}, {1})</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="328"/>
        <source>{0} ({1}, {2}) reaches {3}: {4}.</source>
        <translation>{0} ({1}, {2}) erreicht {3}: {4}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="338"/>
        <source>{0} is a chance node entered with α = {1}. After {2}, even if every other outcome were worth U = {3}, {0} would be at most {4} = {5} ≤ α: Star1 stops, and {6}.</source>
        <translation>{0} ist ein Zufallsknoten, betreten mit α = {1}. Nach {2} wäre {0} selbst dann, wenn jedes andere Ergebnis U = {3} wert wäre, höchstens {4} = {5} ≤ α: Star1 bricht ab, und {6}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="342"/>
        <source>{0} is a chance node entered with β = {1}. After {2}, even if every other outcome were worth L = {3}, {0} would be at least {4} = {5} ≥ β: Star1 stops, and {6}.</source>
        <translation>{0} ist ein Zufallsknoten, betreten mit β = {1}. Nach {2} wäre {0} selbst dann, wenn jedes andere Ergebnis L = {3} wert wäre, mindestens {4} = {5} ≥ β: Star1 bricht ab, und {6}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="365"/>
        <source>{0} is not a leaf of this tree (leaves are named like {1}).</source>
        <translation>{0} ist kein Blatt dieses Baums (Blätter heißen z. B. {1}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="372"/>
        <source>{0} evaluates every leaf here</source>
        <translation>{0} bewertet hier jedes Blatt</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="374"/>
        <source>{0} never evaluates {1}</source>
        <translation>{0} bewertet {1} nie</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="379"/>
        <source>{0} does evaluate {1}.</source>
        <translation>{0} bewertet {1} sehr wohl.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="383"/>
        <source>It never evaluates {0}.</source>
        <translation>Es bewertet {0} nie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="395"/>
        <source>Alpha-beta evaluates all %n leaves: no MIN node falls to α and no MAX node reaches β before its last child, so nothing is pruned.</source>
        <translation>
            <numerusform>Alpha-Beta bewertet alle Blätter (%n): Kein MIN-Knoten fällt vor seinem letzten Kind auf α und kein MAX-Knoten erreicht vorher β, also wird nichts abgeschnitten.</numerusform>
            <numerusform>Alpha-Beta bewertet alle %n Blätter: Kein MIN-Knoten fällt vor seinem letzten Kind auf α und kein MAX-Knoten erreicht vorher β, also wird nichts abgeschnitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="399"/>
        <source>Alpha-beta evaluates {0} of the {1} leaves: %n cutoff(s) prune the other {2}.</source>
        <translation>
            <numerusform>Alpha-Beta bewertet {0} der {1} Blätter: %n Schnitt schneidet die übrigen {2} ab.</numerusform>
            <numerusform>Alpha-Beta bewertet {0} der {1} Blätter: %n Schnitte schneiden die übrigen {2} ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="417"/>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="418"/>
        <source>{0} ({1}) has v = {2}</source>
        <translation>{0} ({1}) hat v = {2}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="421"/>
        <source>Alpha-beta enters {0} with {1}. α is the value MAX is already sure of on the path from the root, β the value MIN is sure of (±∞ while none is known): on the way down, {2}.</source>
        <translation>Alpha-Beta betritt {0} mit {1}. α ist der Wert, der MAX auf dem Pfad von der Wurzel schon sicher ist, β der Wert, der MIN sicher ist (±∞, solange keiner bekannt ist): Auf dem Weg nach unten: {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="426"/>
        <source>Alpha-beta enters {0} with {1}. α is the value MAX is already sure of on the path from the root, β the value MIN is sure of (±∞ while none is known); no node above has a value yet.</source>
        <translation>Alpha-Beta betritt {0} mit {1}. α ist der Wert, der MAX auf dem Pfad von der Wurzel schon sicher ist, β der Wert, der MIN sicher ist (±∞, solange keiner bekannt ist); noch hat kein Knoten darüber einen Wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="435"/>
        <source>Type two numbers, α then β (for example: -inf, 10).</source>
        <translation>Zwei Zahlen eingeben, α, dann β (z. B.: -inf, 10).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="441"/>
        <source>“{0}” is not a number. Type two numbers, α then β, in digits or as -inf and inf (for example: -inf, 10).</source>
        <translation>„{0}“ ist keine Zahl. Geben Sie zwei Zahlen ein, α und dann β, in Ziffern oder als -inf und inf (zum Beispiel: -inf, 10).</translation>
    </message>
</context>
<context>
    <name>TuneTasks</name>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="128"/>
        <source>With its default weights ({0}) {1} makes alpha-beta at depth {2} value the moves {3} and play {4}. One set of weights that makes it play {5}: {6}.</source>
        <translation>Mit ihren Standardgewichten ({0}) lässt {1} Alpha-Beta in Tiefe {2} die Züge mit {3} bewerten und {4} spielen. Gewichte, mit denen es {5} spielt, sind zum Beispiel: {6}.</translation>
    </message>
    <message>
        <source>{0}. Write the weights as name=value, separated by commas.</source>
        <translation type="vanished">{0}. Die Gewichte als Name=Wert schreiben, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="137"/>
        <source>“{0}” is not a weight. Write the weights as name=value, separated by commas (for example {1}).</source>
        <translation>„{0}“ ist kein Gewicht. Schreiben Sie die Gewichte als Name=Wert, durch Kommas getrennt (zum Beispiel {1}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="144"/>
        <source>Right: with {0}, alpha-beta at depth {1} values the moves {2} and plays {3}.</source>
        <translation>Richtig: Mit {0} bewertet Alpha-Beta in Tiefe {1} die Züge mit {2} und spielt {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="148"/>
        <source>Those are the default weights. {0}</source>
        <translation>Das sind die Standardgewichte. {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="150"/>
        <source>With {0}, alpha-beta at depth {1} values the moves {2} and plays {3}, not {4}. {5}</source>
        <translation>Mit {0} bewertet Alpha-Beta in Tiefe {1} die Züge mit {2} und spielt {3}, nicht {4}. {5}</translation>
    </message>
</context>
<context>
    <name>UtilityScale</name>
    <message>
        <location filename="../../engine/search/mcts.py" line="357"/>
        <source>mean of the leaf values reached (as given)</source>
        <translation>Mittel der erreichten Blattwerte (wie gegeben)</translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts.py" line="359"/>
        <source>mean playout result: win = +1, draw = 0, loss = −1</source>
        <translation>mittleres Playout-Ergebnis: Sieg = +1, Remis = 0, Niederlage = −1</translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts.py" line="360"/>
        <source>mean playout result: win = +1, draw = 0, loss = −1, evaluations scaled by the win score</source>
        <translation>mittleres Playout-Ergebnis: Sieg = +1, Remis = 0, Niederlage = −1, Bewertungen mit dem Siegwert skaliert</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="289"/>
        <source>leaf values as given</source>
        <translation>Blattwerte wie gegeben</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="296"/>
        <source>win = +{0} − {1} per ply to the win, draw = 0, loss likewise negative</source>
        <translation>Sieg = +{0} − {1} je Halbzug bis zum Sieg, Remis = 0, Niederlage ebenso negativ</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="299"/>
        <source>prefer faster wins</source>
        <translation>schnellere Siege bevorzugt</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="301"/>
        <source>win = +1, draw = 0, loss = −1</source>
        <translation>Sieg = +1, Remis = 0, Niederlage = −1</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="302"/>
        <source>textbook utilities</source>
        <translation>Nutzenwerte wie im Lehrbuch</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="304"/>
        <source>win = +{0}, draw = 0, loss = −{0}</source>
        <translation>Sieg = +{0}, Remis = 0, Niederlage = −{0}</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="305"/>
        <source>so a win outweighs any evaluation</source>
        <translation>damit ein Sieg jede Bewertung überwiegt</translation>
    </message>
    <message>
        <location filename="../../engine/search/options.py" line="306"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>WelcomeNote</name>
    <message>
        <location filename="../window/welcome.py" line="24"/>
        <source>New here? Help ▸ Learn teaches minimax and alpha-beta step by step.</source>
        <translation>Neu hier? Hilfe ▸ Lernen erklärt Minimax und Alpha-Beta Schritt für Schritt.</translation>
    </message>
    <message>
        <location filename="../window/welcome.py" line="26"/>
        <source>Open Learn</source>
        <translation>Lernen öffnen</translation>
    </message>
    <message>
        <location filename="../window/welcome.py" line="34"/>
        <source>Close: this line is not shown again (Learn stays in the Help menu)</source>
        <translation>Schließen: Diese Zeile erscheint nicht wieder (Lernen bleibt im Hilfe-Menü)</translation>
    </message>
    <message>
        <location filename="../window/welcome.py" line="35"/>
        <source>Close the pointer to Learn</source>
        <translation>Hinweis auf Lernen schließen</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <location filename="../window/actions.py" line="42"/>
        <source>Human vs computer</source>
        <translation>Mensch gegen Computer</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="43"/>
        <source>Computer vs human</source>
        <translation>Computer gegen Mensch</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="44"/>
        <source>Computer vs computer</source>
        <translation>Computer gegen Computer</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="45"/>
        <source>Human vs human</source>
        <translation>Mensch gegen Mensch</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="103"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="104"/>
        <source>Start a new game with the current players (Undo brings this one back)</source>
        <translation>Ein neues Spiel mit denselben Spielern beginnen (Rückgängig holt dieses zurück)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="105"/>
        <source>&amp;Open game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="106"/>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="107"/>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="108"/>
        <source>Save the game, its moves and both players&apos; settings</source>
        <translation>Das Spiel speichern: seine Züge und die Einstellungen beider Spieler</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="109"/>
        <source>&amp;Export search tree…</source>
        <translation>Suchbaum &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="110"/>
        <source>Export the shown search tree to JSON or Graphviz DOT</source>
        <translation>Den angezeigten Suchbaum als JSON oder Graphviz DOT exportieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="111"/>
        <source>&amp;Copy position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="112"/>
        <source>Copy the position in the game&apos;s notation (Othello: the .obf board and side)</source>
        <translation>Die Stellung in der Notation des Spiels kopieren (Othello: das .obf-Brett und die Seite am Zug)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="113"/>
        <source>&amp;Paste position</source>
        <translation>Stellung e&amp;infügen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="114"/>
        <source>Start a game from the position on the clipboard, in the game&apos;s notation</source>
        <translation>Ein Spiel aus der Stellung in der Zwischenablage beginnen, in der Notation des Spiels</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="115"/>
        <source>Set &amp;up position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="116"/>
        <source>Set up a position on a board editor, then play or analyse it</source>
        <translation>Eine Stellung in einem Brett-Editor aufbauen, dann spielen oder analysieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="117"/>
        <source>Run test &amp;suite…</source>
        <translation>&amp;Testsammlung lösen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="118"/>
        <source>Solve a test suite (Edax .obf, Pascal Pons&apos;s Connect Four sets) and check every answer</source>
        <translation>Eine Testsammlung lösen (Edax .obf, Vier-gewinnt-Sätze von Pascal Pons) und jede Antwort prüfen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="120"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="120"/>
        <source>Quit Minimax Studio</source>
        <translation>Minimax Studio beenden</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="121"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="121"/>
        <location filename="../window/actions.py" line="254"/>
        <source>Take back a move</source>
        <translation>Einen Zug zurücknehmen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="122"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="123"/>
        <location filename="../window/actions.py" line="257"/>
        <source>Replay an undone move</source>
        <translation>Einen zurückgenommenen Zug wiederholen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="124"/>
        <source>&amp;Roll the die</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="125"/>
        <source>Roll the die (on your roll, in a game of chance)</source>
        <translation>Würfeln (wenn Sie an der Reihe sind, in einem Spiel mit Würfel)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="126"/>
        <source>Pa&amp;ss</source>
        <translation>P&amp;assen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="126"/>
        <source>Pass: you have no move</source>
        <translation>Passen: Es gibt keinen Zug</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="127"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="128"/>
        <source>Ask the engine for the best move, without playing it</source>
        <translation>Die Engine nach dem besten Zug fragen, ohne ihn zu spielen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="129"/>
        <source>&amp;Analyse position</source>
        <translation>Stellung &amp;analysieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="130"/>
        <source>Compute the exact value of every legal move</source>
        <translation>Den genauen Wert jedes legalen Zuges berechnen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="131"/>
        <source>Co&amp;mpare algorithms…</source>
        <translation>Algorithmen &amp;vergleichen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="133"/>
        <source>Search this position with minimax, alpha-beta and each enhancement; chart the nodes</source>
        <translation>Diese Stellung mit Minimax, Alpha-Beta und jeder Verbesserung durchsuchen; die Knoten als Diagramm zeigen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="135"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="136"/>
        <source>Stop the search: the computer plays its best move so far</source>
        <translation>Die Suche stoppen: Der Computer spielt seinen bisher besten Zug</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="137"/>
        <location filename="../window/actions.py" line="241"/>
        <source>&amp;Pause computer</source>
        <translation>Computer &amp;pausieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="138"/>
        <source>Pause or resume the computer (computer-vs-computer games)</source>
        <translation>Den Computer pausieren oder fortsetzen (Partien Computer gegen Computer)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="139"/>
        <source>E&amp;xpand principal variation</source>
        <translation>Haupt&amp;variante aufklappen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="193"/>
        <source>P&amp;layers</source>
        <translation>Sp&amp;ieler</translation>
    </message>
    <message>
        <source>Expand principal &amp;variation</source>
        <translation type="vanished">Haupt&amp;variante aufklappen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="140"/>
        <source>Expand the principal variation in the search tree</source>
        <translation>Die Hauptvariante im Suchbaum aufklappen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="141"/>
        <source>Show move &amp;values</source>
        <translation>Zug&amp;werte zeigen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="142"/>
        <source>Write each legal move&apos;s value on the board</source>
        <translation>Den Wert jedes legalen Zuges auf das Brett schreiben</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="143"/>
        <source>Show principal variation on the &amp;board</source>
        <translation>Hauptvariante auf dem &amp;Brett zeigen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="145"/>
        <source>Draw the principal variation as numbered ghost moves</source>
        <translation>Die Hauptvariante als nummerierte, blasse Steine zeichnen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="176"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="184"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="191"/>
        <source>&amp;Tournament…</source>
        <translation>T&amp;urnier…</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="vanished">S&amp;pieler</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="196"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="199"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="208"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="209"/>
        <source>&amp;Learn: lessons and exercises</source>
        <translation>&amp;Lernen: Lektionen und Übungen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="213"/>
        <source>&amp;About Minimax Studio</source>
        <translation>&amp;Über Minimax Studio</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="218"/>
        <source>Main toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="241"/>
        <source>&amp;Resume computer</source>
        <translation>Computer &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="255"/>
        <source>Bring back the previous game</source>
        <translation>Das vorige Spiel zurückholen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="258"/>
        <source>Bring back the later game</source>
        <translation>Das spätere Spiel zurückholen</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <location filename="../window/dialogs.py" line="53"/>
        <source>About Minimax Studio</source>
        <translation>Über Minimax Studio</translation>
    </message>
    <message>
        <location filename="../window/dialogs.py" line="57"/>
        <source>Play board games against the computer and watch minimax and alpha-beta think.</source>
        <translation>Brettspiele gegen den Computer spielen und Minimax und Alpha-Beta beim Denken zusehen.</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../window/files.py" line="24"/>
        <source>Minimax Studio games (*.mmgame.json *.json);;All files (*)</source>
        <translation>Minimax-Studio-Spiele (*.mmgame.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="25"/>
        <source>Search tree as JSON (*.json);;Graphviz DOT (*.dot)</source>
        <translation>Suchbaum als JSON (*.json);;Graphviz DOT (*.dot)</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="56"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="68"/>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="73"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="84"/>
        <source>Could not open the game: {0}</source>
        <translation>Das Spiel konnte nicht geöffnet werden: {0}</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="89"/>
        <source>Opened {0}{1} — Undo ({2}) at its start brings the previous game back</source>
        <translation>Geöffnet: {0}{1} — Rückgängig ({2}) am Anfang der Partie holt das vorige Spiel zurück</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="96"/>
        <source>There is no search tree to export yet: let the computer move, or ask for a hint.</source>
        <translation>Noch kein Suchbaum zum Exportieren: Den Computer ziehen lassen oder einen Tipp anfordern.</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="98"/>
        <source>Export search tree</source>
        <translation>Suchbaum exportieren</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="110"/>
        <source>Could not export the search tree: {0}</source>
        <translation>Der Suchbaum konnte nicht exportiert werden: {0}</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="113"/>
        <source>Exported the search tree to {0}</source>
        <translation>Suchbaum nach {0} exportiert</translation>
    </message>
</context>
<context>
    <name>WindowPositions</name>
    <message>
        <location filename="../window/positions.py" line="49"/>
        <source>{0} positions have no text form: save the game instead.</source>
        <translation>Stellungen in {0} haben keine Textform: stattdessen das Spiel speichern.</translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="53"/>
        <source>Copied the position: {0}</source>
        <translation>Stellung kopiert: {0}</translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="64"/>
        <source>The clipboard holds no text: copy a position first.</source>
        <translation>Die Zwischenablage enthält keinen Text: zuerst eine Stellung kopieren.</translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="69"/>
        <source>Cannot paste this {0} position: {1}</source>
        <translation>Diese Stellung für {0} kann nicht eingefügt werden: {1}</translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="78"/>
        <source>{0} has no board editor: paste a position instead (File ▸ Paste position).</source>
        <translation>Für {0} gibt es keinen Brett-Editor: stattdessen eine Stellung einfügen (Datei ▸ Stellung einfügen).</translation>
    </message>
</context>
<context>
    <name>format</name>
    <message>
        <location filename="../app/format.py" line="78"/>
        <source>{0} ms</source>
        <comment>milliseconds</comment>
        <translation>{0} ms</translation>
    </message>
    <message>
        <location filename="../app/format.py" line="79"/>
        <source>{0} s</source>
        <comment>seconds</comment>
        <translation>{0} s</translation>
    </message>
</context>
</TS>
