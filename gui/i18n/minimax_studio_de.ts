<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardGrid</name>
    <message>
        <location filename="../window/editor_grid.py" line="67"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../board/base.py" line="145"/>
        <source>Board</source>
        <translation type="unfinished">Brett</translation>
    </message>
    <message>
        <location filename="../board/base.py" line="221"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/base.py" line="628"/>
        <source>best</source>
        <comment>the tag under the best move&apos;s value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/base.py" line="630"/>
        <source>tie</source>
        <comment>the tag under a value equal to the best</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareChart</name>
    <message>
        <location filename="../window/compare.py" line="275"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="277"/>
        <source>searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="278"/>
        <source>searching… {0} nodes · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="281"/>
        <source>stopped by you after {0} nodes · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="283"/>
        <source>stopped at {0} nodes · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="284"/>
        <location filename="../window/compare.py" line="317"/>
        <source> · best {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="286"/>
        <source>{0} tree nodes · {1}{2} · value {3} (most-visited move&apos;s mean, {4} playouts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="295"/>
        <location filename="../window/compare.py" line="316"/>
        <source>{0} nodes{1} · {2} leaves · {3}{4} · value {5} {6}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="323"/>
        <source>Nodes searched (log scale; each variant capped at {0}) · leaves evaluated · time · best move · value (✓ = the same as {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="326"/>
        <source>Nodes searched (linear scale; each variant capped at {0}) · leaves evaluated · time · best move · value (✓ = the same as {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../window/compare.py" line="376"/>
        <source>Compare algorithms</source>
        <translation>Algorithmen vergleichen</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="386"/>
        <source>Log scale</source>
        <translation>Logarithmische Skala</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="388"/>
        <source>A log scale shows small counts next to huge ones; a linear one shows the saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="391"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="392"/>
        <source>Search again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="421"/>
        <source>{0}: searched to the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="423"/>
        <source>{0}: searched to depth {1} with the {2} evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="426"/>
        <source>{0}: searched to depth {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="428"/>
        <source>Each variant stops at {0} nodes (a hatched bar). ✓: the same value as minimax; the percentage: nodes against minimax&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="431"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="449"/>
        <source>Searching {0} of {1}: {2}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="464"/>
        <source>Stopped: {0} of {1} variants finished (kept on the chart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="465"/>
        <source>Stopped: {0} of {1} variants finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="476"/>
        <source>Every finished variant found the same value ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="477"/>
        <source>The values differ: a bug — please report it with this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="479"/>
        <source>Fewest nodes: {0}, {1} — {2} of minimax&apos;s (minimax was stopped: the true saving is larger).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="480"/>
        <source>Fewest nodes: {0}, {1} — {2} of minimax&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/compare.py" line="488"/>
        <source>The comparison failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonModel</name>
    <message>
        <location filename="../eval_lab/comparison.py" line="43"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="43"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="86"/>
        <source>before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="88"/>
        <source>after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="132"/>
        <source>The best move changed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="145"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1}): best &lt;b&gt;{2}&lt;/b&gt;, value {3}, PV {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="150"/>
        <source>&lt;b&gt;The choice changed&lt;/b&gt;: {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/comparison.py" line="154"/>
        <source>&lt;b&gt;Same choice&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="149"/>
        <source>Minimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="150"/>
        <source>Alpha-beta (children as given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="151"/>
        <source>Alpha-beta, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="152"/>
        <source>Alpha-beta, worst first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="153"/>
        <source>SSS*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="154"/>
        <source>DUAL*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="155"/>
        <source>MTD(f)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="156"/>
        <source>MCTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="157"/>
        <source>Expectiminimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="158"/>
        <source>Star1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="159"/>
        <source>Star2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="177"/>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="177"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="177"/>
        <source>Best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="177"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="178"/>
        <source>Leaves evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="178"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="180"/>
        <source>The search, run by the engine on this tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="181"/>
        <source>The root&apos;s value it found (✓: the same as the first row; MCTS: its most-visited move&apos;s mean playout result, an estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="183"/>
        <source>The root move it chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="184"/>
        <source>Nodes it visited (the engine&apos;s count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="185"/>
        <source>Leaves it evaluated, of all the tree&apos;s leaves (select the row to see them marked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="186"/>
        <source>Its time on this machine (noisy: the node counts are the signature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="199"/>
        <source>Monte Carlo tree search values a node by the playouts through it, not by evaluating leaves one by one: its row marks no leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="212"/>
        <source>{0} (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="220"/>
        <source>— ({0} playouts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="221"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="223"/>
        <source>{0} ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonPanel</name>
    <message>
        <location filename="../explorer/compare.py" line="253"/>
        <source>Compare all: one row per algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="260"/>
        <source>Close the comparison (the drawing shows the run again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="275"/>
        <source>Every exact search finds {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="276"/>
        <source>The values differ: a bug, please report it with this tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/compare.py" line="278"/>
        <source>Fewest leaves: {0}. Select a row (↑ ↓) to mark its leaves on the drawing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectFourBoard</name>
    <message>
        <location filename="../board/connect4.py" line="133"/>
        <source>X (red)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/connect4.py" line="133"/>
        <source>O (yellow)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrosstableModel</name>
    <message>
        <location filename="../tournament/models.py" line="59"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="59"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="76"/>
        <source>{0} against {1}: {2} wins, {3} draws, {4} losses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <location filename="../board/die.py" line="91"/>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/die.py" line="108"/>
        <source>shows {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/die.py" line="109"/>
        <source>not rolled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EinSteinBoard</name>
    <message>
        <location filename="../board/einstein.py" line="70"/>
        <source>The die: click it (or press R) to roll when it is your roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="330"/>
        <source>{0} has won</source>
        <translation type="unfinished">{0} hat gewonnen</translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="332"/>
        <source>{0} to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="333"/>
        <source>(R or click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="336"/>
        <source>({0} rolled {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="339"/>
        <source>{0} rolled {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="339"/>
        <source>cube {0} may move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/einstein.py" line="424"/>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EloChart</name>
    <message>
        <location filename="../tournament/charts.py" line="59"/>
        <source>Elo against the field (95% interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/charts.py" line="61"/>
        <source>no games yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnhancementSettings</name>
    <message>
        <location filename="../app/enhancement_settings.py" line="36"/>
        <source>the solver has its own table, ordering and null-window search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="40"/>
        <source>previous PV move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="41"/>
        <source>table&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="42"/>
        <source>killer moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="43"/>
        <source>history heuristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="44"/>
        <source>static order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="46"/>
        <source>solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="46"/>
        <source>ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="47"/>
        <source>aspiration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="48"/>
        <source>quiescence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="86"/>
        <source>SSS* and DUAL* run as their authors wrote them, without enhancements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="90"/>
        <source>this game has no exact solver (Connect Four and Othello have one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="93"/>
        <source>this game has no immediate threats to extend on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="95"/>
        <source>needs the alpha-beta algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="97"/>
        <source>the solver is an alpha-beta search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="131"/>
        <source>{0} s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="134"/>
        <source>%n node(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="141"/>
        <source>its node limit ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="143"/>
        <source>its time limit ({0} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="156"/>
        <source>enhancements must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="161"/>
        <source>unknown enhancement {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="168"/>
        <source>{0} must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="179"/>
        <source>{0} must be a whole number {1} to {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="180"/>
        <source>{0} must be a whole number {1} to {2} or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="182"/>
        <source>{0} must be a number {1} to {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="183"/>
        <source>{0} must be a number {1} to {2} or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="190"/>
        <source>ordering must be a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/enhancement_settings.py" line="194"/>
        <source>unknown move ordering {0} (known: {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnhancementsForm</name>
    <message>
        <location filename="../panels/enhancements_form.py" line="61"/>
        <source>Iterative deepening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="62"/>
        <source>Search depth 1, 2, 3, ... up to the depth cutoff; each finished depth is shown in the statistics. With a time or node limit the answer is the deepest finished depth&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="65"/>
        <source>Principal variation search (PVS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="66"/>
        <source>Search the first move with the full window and test every other move with a null window; re-search only the ones that turn out better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="69"/>
        <source>Quiescence: search on through immediate threats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="70"/>
        <source>At the depth cutoff, do not stop in a position with a win to take or to block: search the forcing moves one ply further (changes values: the evaluation sees fewer blunders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="73"/>
        <source>Solve exactly (the game&apos;s exact solver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="74"/>
        <source>Search to the end of the game with the exact solver: win, draw or loss. Meant for late positions (with a time limit as a guard); the depth cutoff is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="89"/>
        <source>Speed-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="106"/>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="109"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="111"/>
        <source>Stop the search after this long and play the best move found (with iterative deepening: the deepest finished depth&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="113"/>
        <source>Node limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="118"/>
        <source>Stop the search after this many nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="120"/>
        <source>Transposition table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="122"/>
        <source> MB</source>
        <comment>megabytes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="124"/>
        <source>Remember searched positions (value, bound, depth, best move) and reuse them when the same position is reached by another move order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="131"/>
        <source>The previous iteration&apos;s best line first (needs iterative deepening to have one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="132"/>
        <source>The table&apos;s best move first (needs the transposition table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="133"/>
        <source>Moves that caused a cutoff at the same ply elsewhere in the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="134"/>
        <source>Moves that caused cutoffs anywhere, weighted by the depth below them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="135"/>
        <source>The game&apos;s own order: centre first in Connect Four, wins and forced blocks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="144"/>
        <source>Move ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="147"/>
        <source>Aspiration window ±</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="151"/>
        <source>With iterative deepening: search the root with a narrow window around the previous depth&apos;s value; re-search when the value falls outside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="239"/>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="244"/>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="245"/>
        <source>move ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="247"/>
        <source>quiescence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="248"/>
        <source>solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="257"/>
        <source>Off here — {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="259"/>
        <source>Aspiration windows need iterative deepening: off until it is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/enhancements_form.py" line="261"/>
        <source>The solver searches to the end of the game (depth ignored): for late positions (about 20 empty cells or fewer). Give it a time limit; stopped before the position is solved, it has no better move than the first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <location filename="../window/startup.py" line="76"/>
        <source>The full traceback is also in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="88"/>
        <source>{0}

{1} more error(s) since this message opened; each is in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="94"/>
        <source>Minimax Studio: an internal error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/startup.py" line="95"/>
        <source>Something went wrong inside Minimax Studio (a bug). The application goes on; please report it with the details below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../panels/eval_graph.py" line="99"/>
        <source>exact, to the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="100"/>
        <source>{0}, depth {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="129"/>
        <source>the game&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="136"/>
        <source>the computer&apos;s search for move {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="142"/>
        <source>an analysis of this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="179"/>
        <source>(a proven win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="180"/>
        <source>(a proven loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="198"/>
        <location filename="../panels/eval_graph.py" line="219"/>
        <source>the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="203"/>
        <source>Evaluation graph</source>
        <translation type="unfinished">Bewertungsverlauf</translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="265"/>
        <source>{0} evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="266"/>
        <source>several evaluations (point at one: which)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="267"/>
        <source>Value for {0} (up: better for them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/eval_graph.py" line="298"/>
        <source>After %n plies</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="299"/>
        <source>{0}: no value yet (Analyse the whole game fills it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="300"/>
        <source>{0}: {1} for {2}, from {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="314"/>
        <source>No values yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../panels/eval_graph.py" line="318"/>
        <source>%n positions with a value; the last, after {0} plies, is {1} for {2}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="353"/>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="353"/>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/eval_graph.py" line="370"/>
        <source>No values yet: the computer&apos;s searches and analyses appear here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvalLab</name>
    <message>
        <location filename="../eval_lab/lab.py" line="148"/>
        <source>Where evaluate failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="169"/>
        <source>Evaluation lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="219"/>
        <source>Evaluation &amp;lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="221"/>
        <source>Write your own evaluation function and see what it changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="223"/>
        <source>Apply evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="273"/>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="273"/>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="274"/>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="339"/>
        <source>The file cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="352"/>
        <source>Applied {0} to {1}; analysing with the previous and the new evaluation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="407"/>
        <source>Comparing {0} and {1}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="418"/>
        <source>A vs B: done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="423"/>
        <source>before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="424"/>
        <source>after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="437"/>
        <source>Evaluation lab — {0} for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="451"/>
        <source>Analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="453"/>
        <source>Analysed. The choice changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="453"/>
        <source>Analysed. Same choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="463"/>
        <source>Stopped: the analysis was not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="464"/>
        <source>Stopped after the time limit ({0} s; see “limit” beside Stop): the analysis was not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="470"/>
        <source>The search stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="471"/>
        <source>The search stopped after the time limit ({0} s; see “limit” beside Stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="474"/>
        <location filename="../eval_lab/lab.py" line="586"/>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="477"/>
        <source>The search stopped: {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="543"/>
        <source>Explaining the value failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="553"/>
        <source>Load an evaluation file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="554"/>
        <source>This game&apos;s settings use the evaluation file {0}:
{1}

An evaluation file is Python code and runs with your rights, like any script you run. Load it only if you trust it.

Load it? (If not, the sides that use it play with {2}.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="563"/>
        <source>Could not load {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="579"/>
        <source>line {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="581"/>
        <source>{0}: {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="583"/>
        <source>{0}
Position: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="584"/>
        <source>{0}
The game and the settings are as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab.py" line="594"/>
        <source>The computer&apos;s search stopped: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvalLabLogic</name>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="46"/>
        <source>to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="47"/>
        <source>depth {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="48"/>
        <source>{0}, {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="49"/>
        <source>no evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="71"/>
        <source>The game is over: there is nothing to analyse in this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="74"/>
        <source>Roll the die first: the moves depend on the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="105"/>
        <source>{0} (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="131"/>
        <source>Evaluation cost per call: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="135"/>
        <source>{0} — {1}: {2} ({3}×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="141"/>
        <source>{0}. Slow: a search makes thousands of calls, so each costs; keep evaluate() simple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="172"/>
        <source>the root</source>
        <translation type="unfinished">die Wurzel</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="175"/>
        <source>{0}: the game is over here (value {1}): a terminal position is scored win/draw/loss, never evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="179"/>
        <source>{0}: a chance node (value {1}): the expectation over the rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="184"/>
        <source>a leaf the evaluation scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="185"/>
        <source>an inner node (its value comes from below; the evaluation here would say:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_logic.py" line="188"/>
        <source>{0} — {1}. Search value {2}; {3} for {4}: {5}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvalLabWidget</name>
    <message>
        <location filename="../eval_lab/lab_view.py" line="55"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="56"/>
        <source>A new evaluation file from the template for this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="58"/>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="60"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="62"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="63"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="64"/>
        <source>Use this evaluation for the chosen side and analyse the position ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="68"/>
        <source>Stop</source>
        <translation type="unfinished">Stopp</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="74"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="75"/>
        <source>limit </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="76"/>
        <source>Each analysis of the lab stops by itself after this long (an evaluate that never returns shows the line it was on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="82"/>
        <source>The lab is analysing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="85"/>
        <source>The side that uses the evaluation (the other side keeps its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="92"/>
        <source>for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="114"/>
        <source>Apply an evaluation, or change a weight or the depth: the previous and the new analysis of this position appear here side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="127"/>
        <source>What changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="134"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="135"/>
        <source>A</source>
        <comment>the first evaluation compared</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="137"/>
        <source>B</source>
        <comment>the second evaluation compared</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="141"/>
        <source>Two evaluations on the same position, at the chosen side&apos;s depth and weights (each evaluation at its default weights unless it is the side&apos;s own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="150"/>
        <source>A vs B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="154"/>
        <source>Select a node in the Search tree: the evaluation&apos;s terms at that position appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="160"/>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="160"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="165"/>
        <source>Why this value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="172"/>
        <source>Choose folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="173"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="180"/>
        <source>Plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="180"/>
        <source>Game</source>
        <translation type="unfinished">Spiel</translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="180"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="183"/>
        <source>Plugins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="232"/>
        <source>Folder: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="233"/>
        <source>No folder chosen: evaluation files in a folder you choose are loaded at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="238"/>
        <source>✓ loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="238"/>
        <source>✗ {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_view.py" line="245"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="58"/>
        <source>Tree &amp;explorer</source>
        <translation>Baum-&amp;Explorer</translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="61"/>
        <source>Switch between the game and the tree explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/explorer_mode.py" line="82"/>
        <source>Tree explorer: type a tree or pick an example; {0} returns to the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportPicture</name>
    <message>
        <location filename="../pictures/export_picture.py" line="35"/>
        <source>SVG picture (*.svg);;PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="109"/>
        <source>Export {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="119"/>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="120"/>
        <source>The picture was not saved. {0}</source>
        <translation>Das Bild wurde nicht gespeichert. {0}</translation>
    </message>
    <message>
        <location filename="../pictures/export_picture.py" line="127"/>
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
        <location filename="../../engine/games/othello/__init__.py" line="70"/>
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
        <location filename="../app/controller.py" line="41"/>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="42"/>
        <source>Finding a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="43"/>
        <source>Analysing the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="231"/>
        <source>Computer paused (P resumes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="233"/>
        <source>Next computer move shortly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="234"/>
        <source>Engine idle</source>
        <translation type="unfinished">Engine untätig</translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="280"/>
        <source>New game — Undo ({0}) brings the previous game back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="307"/>
        <source>Playing from the position — Undo ({0}) brings the previous game back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="308"/>
        <source>Playing from the position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/controller.py" line="318"/>
        <source>The previous game is back (%n moves); Redo returns to the later one.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/controller.py" line="330"/>
        <source>The later game is back (%n moves played, {0} to redo).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="353"/>
        <source>Settings changed: they apply to the next search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="386"/>
        <source>There is no die to roll now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="387"/>
        <source>The computer rolls its own die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="393"/>
        <source>{0} rolled {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="457"/>
        <source>{0} has no legal move and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="475"/>
        <source>exact solver (endgame)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="493"/>
        <source>A hint is for a human&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="503"/>
        <source>Roll the die first (R): the moves depend on the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="507"/>
        <source>The computer is thinking: its move values are shown live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="550"/>
        <source>Move {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="550"/>
        <source>Hint at move {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="551"/>
        <source>Analysis at move {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/controller.py" line="581"/>
        <source>Stopped after %n playout(s): the most visited move so far is used.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="583"/>
        <source>Stopped before the first playout: the move is only a static choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="587"/>
        <source>The search reached {0}: the deepest finished depth&apos;s move is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="589"/>
        <source>its move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="590"/>
        <source>Stopped before any move was fully searched: {0} has no value. With iterative deepening (Speed-ups) Stop has a searched move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="592"/>
        <source>Search stopped: the best result found so far is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="609"/>
        <source>The engine returned no move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="619"/>
        <source>Hint: {0} (value {1}, {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/controller.py" line="630"/>
        <source>The search failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEvaluation</name>
    <message>
        <location filename="../window/game_evaluation.py" line="56"/>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="60"/>
        <location filename="../window/game_evaluation.py" line="190"/>
        <location filename="../window/game_evaluation.py" line="200"/>
        <source>Analyse the &amp;whole game</source>
        <translation>&amp;Ganzes Spiel analysieren</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="62"/>
        <source>Search every position of the game that has no value yet, for the evaluation graph (again to stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="131"/>
        <source>Analysis of the game stopped: the values found so far stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="142"/>
        <source>Every position of the game has a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="150"/>
        <source>Stop analysing the &amp;whole game</source>
        <translation>Analyse des &amp;ganzen Spiels stoppen</translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="168"/>
        <source>Analysing the whole game: position {0} of {1} (after {2} plies, {3})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="186"/>
        <source>Analysing the game failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/game_evaluation.py" line="191"/>
        <source>Analysed {0} positions of the game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../app/game_file.py" line="98"/>
        <location filename="../app/game_file.py" line="101"/>
        <source>cannot write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="121"/>
        <source>this is not a Minimax Studio game file ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="130"/>
        <source>this game file is too large or too deeply nested to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="136"/>
        <source>this game file could not be read (an unexpected problem; the details are in {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="139"/>
        <source>this game file could not be read (an unexpected problem)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="144"/>
        <source>this is not a Minimax Studio game file (no {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="149"/>
        <source>unsupported game file version {0} (this version reads {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="155"/>
        <source>unknown game {0} (known: {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="158"/>
        <source>{0} cannot be played in the desktop application yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="163"/>
        <source>&apos;moves_text&apos; must be a text in the game&apos;s move notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="166"/>
        <source>&apos;moves&apos; must be a list of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="168"/>
        <source>the file has no moves (&apos;moves&apos; or &apos;moves_text&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="171"/>
        <source>&apos;start&apos; must be a text such as &quot;615243/123456&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="175"/>
        <source>&apos;dice_seed&apos; must be a whole number 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="179"/>
        <source>bad start arrangement: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="185"/>
        <source>&apos;start_position&apos; must be a position in the game&apos;s notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="189"/>
        <source>bad start position: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="197"/>
        <source>the moves are not a legal {0} game: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="204"/>
        <source>bad player settings: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="210"/>
        <source>bad move history: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="222"/>
        <source>&apos;evaluation_files&apos; must map evaluation names to file paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="235"/>
        <source>{0} was never saved to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="239"/>
        <source>{0} ({1}) was not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_file.py" line="245"/>
        <source>the sides that used it play with {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../app/game_history.py" line="57"/>
        <source>{0} &apos;stats&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="101"/>
        <source>{0} must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="109"/>
        <source>{0} must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="115"/>
        <source>{0} must be a list of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="123"/>
        <source>{0} must be a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="129"/>
        <source>move {0}&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="134"/>
        <location filename="../app/game_history.py" line="138"/>
        <source>{0} &apos;values&apos; must be a list of [move, value, bound]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="143"/>
        <source>{0} &apos;stopped&apos; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="163"/>
        <source>Move {0} — {1} (opened from a file: no tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="171"/>
        <source>&apos;history&apos; must be a list with one entry per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="175"/>
        <source>&apos;history&apos; has {0} entries for {1} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game_history.py" line="180"/>
        <source>move {0}: &apos;by&apos; must be &quot;human&quot; or &quot;computer&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/session.py" line="137"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/session.py" line="138"/>
        <source>{0} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/session.py" line="164"/>
        <source>there is no die to roll here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/session.py" line="184"/>
        <source>{0} is not a legal move here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTasks</name>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="102"/>
        <source>it is a draw</source>
        <translation>es ist ein Remis</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="103"/>
        <source>{0} has won</source>
        <translation>{0} hat gewonnen</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="116"/>
        <source>PLAYER(s) is {0}: {1}</source>
        <translation>PLAYER(s) ist {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="121"/>
        <source>{0} moves</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="129"/>
        <source>%n move(s) have been made, and the players take turns.</source>
        <translation>
            <numerusform>%n Zug wurde gespielt, und die Spieler ziehen abwechselnd.</numerusform>
            <numerusform>%n Züge wurden gespielt, und die Spieler ziehen abwechselnd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="136"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="138"/>
        <source>ACTIONS(s) is {{{0}}}: %n legal move(s).</source>
        <translation>
            <numerusform>ACTIONS(s) ist {{{0}}}: %n legaler Zug.</numerusform>
            <numerusform>ACTIONS(s) ist {{{0}}}: %n legale Züge.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="146"/>
        <source>TERMINAL-TEST(s) is true: the game is over ({0}).</source>
        <translation>TERMINAL-TEST(s) ist wahr: Das Spiel ist zu Ende ({0}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="150"/>
        <source>TERMINAL-TEST(s) is false: nobody has won and %n moves are still legal.</source>
        <translation>
            <numerusform>TERMINAL-TEST(s) ist falsch: Niemand hat gewonnen, und %n Zug ist noch legal.</numerusform>
            <numerusform>TERMINAL-TEST(s) ist falsch: Niemand hat gewonnen, und %n Züge sind noch legal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="158"/>
        <source>Answer yes or no.</source>
        <translation>Antworten Sie mit yes oder no.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="169"/>
        <source>The game is over and {0}, so UTILITY(s, {1}) = {2}.</source>
        <translation>Das Spiel ist zu Ende und {0}, also ist UTILITY(s, {1}) = {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="188"/>
        <source>{0} is to move; minimax values its moves {1}; the best for {0} is {2}.</source>
        <translation>{0} ist am Zug; Minimax bewertet die Züge mit {1}; das Beste für {0} ist {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="191"/>
        <source>the value for {0} is {1}</source>
        <translation>der Wert für {0} ist {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="199"/>
        <source>Minimax values {0}&apos;s moves {1}; it plays {2} (the first of the equally good moves).</source>
        <translation>Minimax bewertet die Züge von {0} mit {1} und spielt {2} (den ersten der gleich guten Züge).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="203"/>
        <source>Minimax values {0}&apos;s moves {1}; it plays {2}.</source>
        <translation>Minimax bewertet die Züge von {0} mit {1} und spielt {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="214"/>
        <source>minimax plays {0}</source>
        <translation>Minimax spielt {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="216"/>
        <source>minimax plays {0} ({1} is worth as much)</source>
        <translation>Minimax spielt {0} ({1} ist gleich viel wert)</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="230"/>
        <source>Each side plays a best move in turn: minimax&apos;s line is {0}, worth {1} for {2}.</source>
        <translation>Jede Seite spielt abwechselnd einen besten Zug: Die Hauptvariante von Minimax ist {0}, wert {1} für {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="242"/>
        <source>Your move {0} ({1}) is not legal there.</source>
        <translation>Ihr {0}. Zug ({1}) ist dort nicht legal.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="248"/>
        <source>Your move {0} ({1}) is not a best move for {2}: minimax values the moves {3}. {4}</source>
        <translation>Ihr {0}. Zug ({1}) ist kein bester Zug für {2}: Minimax bewertet die Züge mit {3}. {4}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="254"/>
        <source>a principal variation: {0}</source>
        <translation>eine Hauptvariante: {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="271"/>
        <source>to the end of the game</source>
        <translation>bis zum Ende des Spiels</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/game_tasks.py" line="272"/>
        <source>%n ply/plies deep</source>
        <translation>
            <numerusform>%n Halbzug tief</numerusform>
            <numerusform>%n Halbzüge tief</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="285"/>
        <source>Searching {0}, alpha-beta visits {1} nodes without a table and {2} with one ({3} times a stored value answered a position reached again): the table saves {4} nodes, and the value is the same ({5}).</source>
        <translation>Bei einer Suche {0} besucht Alpha-Beta ohne Tabelle {1} Knoten und mit Tabelle {2} ({3}-mal beantwortete ein gespeicherter Wert eine erneut erreichte Stellung): Die Tabelle spart {4} Knoten, und der Wert bleibt gleich ({5}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="291"/>
        <source>Searching {0}, alpha-beta visits {1} nodes without a table and {2} with one: the table saves {3} nodes, and the value is the same ({4}).</source>
        <translation>Bei einer Suche {0} besucht Alpha-Beta ohne Tabelle {1} Knoten und mit Tabelle {2}: Die Tabelle spart {3} Knoten, und der Wert bleibt gleich ({4}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="312"/>
        <source>At depth {0} without quiescence the evaluation judges the position {1} for {2} (best move {3}). With it, {4} cutoff positions with a threat are searched on along the forcing moves, and the value is {5} (best move {6}): here quiescence does not change it.</source>
        <translation>In Tiefe {0} ohne Ruhesuche bewertet die Bewertungsfunktion die Stellung mit {1} für {2} (bester Zug {3}). Mit Ruhesuche werden {4} Stellungen an der Tiefenschranke, in denen eine Drohung steht, entlang der erzwungenen Züge weiter durchsucht, und der Wert ist {5} (bester Zug {6}): Hier ändert die Ruhesuche nichts.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="317"/>
        <source>At depth {0} without quiescence the evaluation judges the position {1} for {2} (best move {3}). With it, {4} cutoff positions with a threat are searched on along the forcing moves, and the value is {5} (best move {6}).</source>
        <translation>In Tiefe {0} ohne Ruhesuche bewertet die Bewertungsfunktion die Stellung mit {1} für {2} (bester Zug {3}). Mit Ruhesuche werden {4} Stellungen an der Tiefenschranke, in denen eine Drohung steht, entlang der erzwungenen Züge weiter durchsucht, und der Wert ist {5} (bester Zug {6}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="321"/>
        <source>with quiescence the position is worth {0} for {1}</source>
        <translation>mit Ruhesuche ist die Stellung {0} für {1} wert</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="335"/>
        <source>With {0} playouts (seed {1}) MCTS visits {2}&apos;s moves {3} times and plays the most visited, {4}.</source>
        <translation>Mit {0} Playouts (Seed {1}) besucht MCTS die Züge von {2} so oft: {3}, und spielt den meistbesuchten, {4}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/game_tasks.py" line="347"/>
        <source>MCTS plays {0}</source>
        <translation>MCTS spielt {0}</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../tournament/models.py" line="92"/>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="92"/>
        <source>Second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="93"/>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="93"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="94"/>
        <source>Plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="94"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="130"/>
        <source>(double-click to replay it in the main window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="139"/>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/models.py" line="144"/>
        <source>forfeit: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeapEditor</name>
    <message>
        <location filename="../window/heap_editor.py" line="26"/>
        <source>The counters in each heap (0-{0}, up to {1} heaps) and the side to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="32"/>
        <source>Add heap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="34"/>
        <source>Remove heap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="36"/>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="38"/>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="52"/>
        <source>heap {0}: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="53"/>
        <source>Heap {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/heap_editor.py" line="87"/>
        <source>A legal position: the game is over (no counters left).</source>
        <translation type="unfinished"></translation>
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
        <location filename="../help/__init__.py" line="22"/>
        <source>How to read the search tree</source>
        <translation>Wie man den Suchbaum liest</translation>
    </message>
    <message>
        <location filename="../help/__init__.py" line="23"/>
        <source>Using Minimax Studio</source>
        <translation>Minimax Studio benutzen</translation>
    </message>
    <message>
        <location filename="../help/__init__.py" line="30"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
</context>
<context>
    <name>IterationsModel</name>
    <message>
        <location filename="../panels/iterations_view.py" line="24"/>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="24"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="25"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="25"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="26"/>
        <source>PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="61"/>
        <source>(end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="74"/>
        <source>Depth {0}: value {1}, best move {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="75"/>
        <source>{0} nodes this depth ({1} in all), {2} evaluations, {3} this depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="79"/>
        <source>The aspiration window failed {0}× and the root was searched again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="82"/>
        <source>Table {0} full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="84"/>
        <source>Every line reached the end of the game: the value is exact</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IterationsView</name>
    <message>
        <location filename="../panels/iterations_view.py" line="107"/>
        <source>Method: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="110"/>
        <source>Table: {0} full ({1} of {2} slots, {3} MB); hit rate {4} of {5} probes; {6} answered from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="117"/>
        <source>Ordering: {0} of {1} cutoffs by the first move tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="120"/>
        <source>Quiescence: {0} threat positions searched on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="123"/>
        <source>(stopped during the next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="124"/>
        <source>Deepest finished depth: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/iterations_view.py" line="197"/>
        <source>Table: {0} full after depth {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabFile</name>
    <message>
        <location filename="../eval_lab/lab_file.py" line="24"/>
        <source>Python evaluation files (*.py);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="60"/>
        <source>A template for {0}: edit evaluate(), then Apply ({1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="68"/>
        <source>Open evaluation file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="77"/>
        <source>Could not open {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="84"/>
        <source>Opened {0}. Apply ({1}) to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="97"/>
        <source>Save evaluation file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="104"/>
        <source>Could not save {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="110"/>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="116"/>
        <source>Evaluation lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/lab_file.py" line="117"/>
        <source>Discard the changes to the evaluation file?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabRunner</name>
    <message>
        <location filename="../eval_lab/runner.py" line="77"/>
        <source>stopped while evaluate was still running (an endless loop, or a very slow call?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/runner.py" line="85"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../window/language.py" line="27"/>
        <source>&amp;Language</source>
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
    <name>LearnPanel</name>
    <message>
        <location filename="../learn/panel.py" line="134"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="138"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="139"/>
        <source>The course&apos;s lessons, each with how many of its tasks are done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="147"/>
        <source>&amp;Open lessons…</source>
        <translation>Lektionen ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="148"/>
        <source>Open a folder of lesson files, or one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="150"/>
        <source>A &amp;folder of lessons…</source>
        <translation>Einen &amp;Ordner mit Lektionen…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="151"/>
        <source>One lesson &amp;file…</source>
        <translation>Eine Lektions&amp;datei…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="153"/>
        <source>&amp;Reset progress</source>
        <translation>Fortschritt &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="154"/>
        <source>Forget which tasks are done, in every lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="155"/>
        <source>E&amp;xport report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="156"/>
        <source>Save a short report of the tasks done, for a teacher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="160"/>
        <source>&amp;Forget opened lessons</source>
        <translation>Geöffnete Lektionen &amp;vergessen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="161"/>
        <source>Show the built-in course only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="169"/>
        <source>Lessons that could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="175"/>
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="182"/>
        <location filename="../learn/panel.py" line="189"/>
        <location filename="../learn/panel.py" line="414"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="206"/>
        <source>Tree of the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="207"/>
        <source>Click a leaf to mark or unmark it as never evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="211"/>
        <source>The tree is larger than the view: drag it or use the scroll bars to see the rest; the mouse wheel zooms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="218"/>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="220"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="221"/>
        <location filename="../learn/panel.py" line="223"/>
        <source>Evaluation weights</source>
        <translation>Gewichte der Bewertung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="232"/>
        <source>&amp;Answer:</source>
        <translation>&amp;Antwort:</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="235"/>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="241"/>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="242"/>
        <source>Check the answer with the engine (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="246"/>
        <source>&amp;Previous task</source>
        <translation>&amp;Vorige Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="246"/>
        <source>The task before this one (Alt+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="248"/>
        <location filename="../learn/panel.py" line="433"/>
        <source>&amp;Next task</source>
        <translation>&amp;Nächste Aufgabe</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="248"/>
        <location filename="../learn/panel.py" line="436"/>
        <source>The task after this one (Alt+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="250"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="250"/>
        <source>Show the task&apos;s hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="251"/>
        <location filename="../learn/panel.py" line="440"/>
        <source>Ne&amp;w exercise</source>
        <translation>Neue Ü&amp;bung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="251"/>
        <source>Another tree for this task (a new seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="261"/>
        <source>What the engine says about your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="275"/>
        <source>Task {0} of {1}</source>
        <translation>Aufgabe {0} von {1}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="276"/>
        <source> — done ✓</source>
        <translation> — erledigt ✓</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="300"/>
        <source>No lessons to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="317"/>
        <source>Open a folder of lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="323"/>
        <source>Open a lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="324"/>
        <source>Lessons (*.md);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="337"/>
        <source>Stop showing the lessons of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="433"/>
        <source>&amp;Next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="434"/>
        <source>Next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="434"/>
        <source>Next task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="435"/>
        <source>The lesson after this one (Alt+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="440"/>
        <source>Ne&amp;w game</source>
        <translation>Neue &amp;Partie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="441"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="441"/>
        <source>New exercise</source>
        <translation>Neue Übung</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="465"/>
        <source>Weights of the evaluation “{0}”</source>
        <translation>Gewichte der Bewertung „{0}“</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="469"/>
        <source>Weight {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="471"/>
        <source>Weight {0}, as a slider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="490"/>
        <source>The position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="492"/>
        <source>Game over</source>
        <translation>Partie zu Ende</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="493"/>
        <source>{0} to move</source>
        <translation>{0} am Zug</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="536"/>
        <source>Game over: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="537"/>
        <source>Game over: {0} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="539"/>
        <source>Your move, {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="541"/>
        <source>The computer, {0}, is thinking…</source>
        <translation type="unfinished"></translation>
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
        <location filename="../learn/panel.py" line="634"/>
        <source>Press Enter for the next task.</source>
        <translation>Eingabetaste für die nächste Aufgabe.</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="634"/>
        <source>Press Enter for the next lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="638"/>
        <source>That was the last task of the course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="645"/>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="658"/>
        <source>Export a progress report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="659"/>
        <source>Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="671"/>
        <source>Cannot write the report to {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="674"/>
        <source>Report saved to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="679"/>
        <source>Reset progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/panel.py" line="680"/>
        <source>Forget which tasks are done, in every lesson?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/dock.py" line="28"/>
        <source>Learn</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="14"/>
        <source>How many leaves does alpha-beta evaluate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="15"/>
        <source>Which move does minimax choose?</source>
        <translation>Welchen Zug wählt Minimax?</translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="16"/>
        <source>What are α and β when alpha-beta enters this node?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="17"/>
        <source>Write the principal variation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="18"/>
        <source>Who moves next?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="19"/>
        <source>How many legal moves are there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="20"/>
        <source>Is the game over here (yes or no)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="21"/>
        <source>What is the utility for the first player?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="22"/>
        <source>Which move does Monte Carlo tree search play with these playouts?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="23"/>
        <source>Which leaves does Star1 never evaluate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="24"/>
        <source>How many nodes does the transposition table save alpha-beta here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="25"/>
        <source>What is the position worth at this depth with quiescence search?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="26"/>
        <source>Play the side to move against the computer: win if you can, else hold the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="28"/>
        <source>Set the evaluation&apos;s weights so that the computer plays the move asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="32"/>
        <source>a number, for example 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="33"/>
        <source>leaf names, for example B2, B3 (or click the leaves); none if alpha-beta evaluates them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="35"/>
        <location filename="../learn/wording.py" line="40"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="36"/>
        <source>a child&apos;s name or a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="37"/>
        <source>α then β, for example: -inf, 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="38"/>
        <source>names or moves in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="39"/>
        <source>a player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="41"/>
        <source>yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="42"/>
        <source>a number: 1, 0 or -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="43"/>
        <source>a move (or click it on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="44"/>
        <source>leaf names, for example F2, G1 (or click the leaves); none if Star1 evaluates them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="46"/>
        <source>a number of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="47"/>
        <source>a number, for example 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="48"/>
        <source>play on the board: the game&apos;s moves are written here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../learn/wording.py" line="49"/>
        <source>weights as name=value, for example w1=1, w2=4 (or set them above)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonCheck</name>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="83"/>
        <source>Type an answer first.</source>
        <translation>Zuerst eine Antwort eingeben.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="124"/>
        <source>Right: {0}</source>
        <translation>Richtig: {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="125"/>
        <source>Right: {0}.</source>
        <translation>Richtig: {0}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="130"/>
        <source>Not {0}. {1}</source>
        <translation>Nicht {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/exercise.py" line="146"/>
        <source>{0} is not a legal move here.</source>
        <translation>{0} ist hier kein legaler Zug.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/exercise.py" line="152"/>
        <source>The line is %n move(s) long; you gave {0}. {1}</source>
        <translation>
            <numerusform>Die Variante ist %n Zug lang; Sie haben {0} angegeben. {1}</numerusform>
            <numerusform>Die Variante ist %n Züge lang; Sie haben {0} angegeben. {1}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../window/main_window.py" line="116"/>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="117"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="118"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="119"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="136"/>
        <source>Board</source>
        <translation type="unfinished">Brett</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="144"/>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="145"/>
        <source>Every dock back in its place and size, as on the first start</source>
        <translation>Jedes Dock wieder an seinem Platz und in seiner Größe, wie beim ersten Start</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="224"/>
        <source>Move values are from the point of view of the player to move: green is good for them, red bad; ★ marks the chosen move, = a tie, ≤ / ≥ a bound. Numbered ghosts: the principal variation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="291"/>
        <source>Start arrangement: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="313"/>
        <source>The game is over: start a new game ({0}) or undo ({1}).</source>
        <translation>Das Spiel ist vorbei: ein neues Spiel beginnen ({0}) oder zurücknehmen ({1}).</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="316"/>
        <source>Roll the die first (R or click the die).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="318"/>
        <source>Wait for the computer&apos;s move (or press Esc to make it move now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="320"/>
        <source>{0} is not a legal move.</source>
        <translation>{0} ist kein legaler Zug.</translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="331"/>
        <source>You can pass only when you have no other move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="365"/>
        <source>Compare needs a position with a player to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="369"/>
        <source>Compare is for games without dice: alpha-beta has no rule for chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="372"/>
        <source>{0}, move {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/main_window.py" line="506"/>
        <source>Evaluation lab analysing (Stop in the lab)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MctsRecord</name>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="51"/>
        <source>terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="54"/>
        <source>leaf: not expanded yet, valued by its playouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="56"/>
        <source>expanded: all %n children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mcts_record.py" line="58"/>
        <source>expanding: {0} of {1} children in the tree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveListWidget</name>
    <message>
        <location filename="../panels/move_list.py" line="35"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="35"/>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="35"/>
        <source>Value · search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="66"/>
        <source>undone: Redo replays it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="91"/>
        <source>chance</source>
        <translation type="unfinished">Zufall</translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="93"/>
        <source>{0} rolls {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="100"/>
        <source>die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="102"/>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="103"/>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="110"/>
        <source>no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="113"/>
        <source>(stopped before any move was searched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/move_list.py" line="114"/>
        <source>(stopped)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MtdfRecord</name>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="36"/>
        <source>pass {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="41"/>
        <source>pass {0}: {1} {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="49"/>
        <source>value &gt; {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="50"/>
        <source>value ≥ {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="52"/>
        <source>(stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="54"/>
        <source>yes: ≥ {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="56"/>
        <source>no: ≤ {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/mtdf_record.py" line="119"/>
        <source>%n zero-window passes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MtdfRun</name>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="83"/>
        <source>Pass {0} asks: {1} Alpha-beta searches the root with the zero window {2}: no value fits strictly inside, so the answer is a bound, above or below. The table keeps what earlier passes learnt (the bounds under the nodes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="98"/>
        <source>yes: the value is at least {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="99"/>
        <source>no: the value is at most {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="100"/>
        <source>So far {0} ≤ value ≤ {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="102"/>
        <source>The bounds meet at {0}: that is the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="104"/>
        <source>; the next pass asks value &gt; {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="105"/>
        <source>; the next pass asks value ≥ {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="107"/>
        <source>Pass {0} returns {1} — {2}. {3}{4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="113"/>
        <source>; the best move is to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="114"/>
        <source>Done after {0} passes: the root&apos;s value is {1}{2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="128"/>
        <source>evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="129"/>
        <source>at the depth cutoff: the evaluation function gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="130"/>
        <source>Pass {0}: {1} is {2} {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="137"/>
        <source>Pass {0}: the table already holds {1} for {2}, which answers the question here: its subtree is not searched again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="149"/>
        <source>Pass {0}: {1} has v = {2} {3}, so the rest of its children are pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="179"/>
        <source>the root ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="181"/>
        <source>leaf {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/mtdf_steps.py" line="182"/>
        <source>{0} node {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NimBoard</name>
    <message>
        <location filename="../board/nim.py" line="102"/>
        <source>Heap {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/nim.py" line="114"/>
        <source>take {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodesPerDepthChart</name>
    <message>
        <location filename="../panels/stats_panel.py" line="69"/>
        <source>Nodes per depth (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="69"/>
        <source>pale: the full tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="88"/>
        <source>Depth {0}: {1} nodes visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="90"/>
        <source>of {0} in the full tree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OthelloBoard</name>
    <message>
        <location filename="../board/othello.py" line="124"/>
        <source>X (black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../board/othello.py" line="124"/>
        <source>O (white)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParamForm</name>
    <message>
        <location filename="../panels/settings_panel.py" line="153"/>
        <source>{0} ({1} to {2}; default {3})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayTasks</name>
    <message numerus="yes">
        <location filename="../../engine/lessons/play_tasks.py" line="133"/>
        <source>Against alpha-beta searching %n plies, {0} can win from here: for example the game {1}.</source>
        <translation>
            <numerusform>Gegen Alpha-Beta mit %n Halbzug Suchtiefe kann {0} von hier aus gewinnen, zum Beispiel mit der Partie {1}.</numerusform>
            <numerusform>Gegen Alpha-Beta mit %n Halbzügen Suchtiefe kann {0} von hier aus gewinnen, zum Beispiel mit der Partie {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/play_tasks.py" line="137"/>
        <source>Against alpha-beta searching %n plies, {0} cannot win from here whatever {0} plays, but can hold a draw: for example the game {1}.</source>
        <translation>
            <numerusform>Gegen Alpha-Beta mit %n Halbzug Suchtiefe kann {0} von hier aus nicht gewinnen, was {0} auch spielt, aber das Remis halten, zum Beispiel mit der Partie {1}.</numerusform>
            <numerusform>Gegen Alpha-Beta mit %n Halbzügen Suchtiefe kann {0} von hier aus nicht gewinnen, was {0} auch spielt, aber das Remis halten, zum Beispiel mit der Partie {1}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="155"/>
        <source>Move {0} ({1}) is not legal there.</source>
        <translation>Der {0}. Zug ({1}) ist dort nicht legal.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="158"/>
        <source>Move {0} ({1}) is not the computer&apos;s: it plays {2} there.</source>
        <translation>Der {0}. Zug ({1}) ist nicht der des Computers: Er spielt dort {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="163"/>
        <source>The game is not over yet: play on.</source>
        <translation>Die Partie ist noch nicht zu Ende: weiterspielen.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="168"/>
        <source>Right: {0} wins — you beat the computer at depth {1}.</source>
        <translation>Richtig: {0} gewinnt — Sie haben den Computer in Tiefe {1} geschlagen.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="171"/>
        <source>Right: a draw, and a win is impossible here against the computer at depth {0}: a draw is the best {1} can do.</source>
        <translation>Richtig: ein Remis, und ein Sieg ist hier gegen den Computer in Tiefe {0} unmöglich: Ein Remis ist das Beste, was {1} erreichen kann.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="175"/>
        <source>A draw — but a win is possible here. {0}</source>
        <translation>Ein Remis — aber hier ist ein Sieg möglich. {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/play_tasks.py" line="177"/>
        <source>The computer wins this game. {0}</source>
        <translation>Der Computer gewinnt diese Partie. {0}</translation>
    </message>
</context>
<context>
    <name>Plugins</name>
    <message>
        <location filename="../eval_lab/plugin_folder.py" line="40"/>
        <source>installed packages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../eval_lab/plugin_folder.py" line="52"/>
        <source>the folder no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PluginsTab</name>
    <message>
        <location filename="../eval_lab/plugins_tab.py" line="28"/>
        <source>Folder of evaluation files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../window/position_editor.py" line="56"/>
        <source>Piece to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="61"/>
        <source>Click a square to put the chosen piece there (again: take it off; right click: empty); or move with the arrows, type {0} or {1} to choose the side and a number to place that piece, . / Space to empty a square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="66"/>
        <source>Click a cell to cycle it empty → {0} → {1} (right click: back); or move with the arrows and type {0}, {1} or . / Space to empty it.</source>
        <translation>Ein Klick auf ein Feld wechselt leer → {0} → {1} (Rechtsklick: zurück); oder mit den Pfeiltasten bewegen und {0}, {1} oder . / Leertaste (leeren) tippen.</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="76"/>
        <source>Piece:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="78"/>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="84"/>
        <source>not rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="85"/>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="87"/>
        <source>Die:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="90"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="92"/>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../window/position_editor.py" line="130"/>
        <source>A legal position: {0} to roll the die.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <location filename="../explorer/practice_panel.py" line="45"/>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="47"/>
        <source>Practice mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="49"/>
        <source>Click the leaves you think alpha-beta prunes and fill in the values it computes at the inner nodes (leave empty for a node it never reaches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="53"/>
        <source>Click leaves to mark them as pruned; type the value alpha-beta computes at each inner node (empty if it never gets there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="60"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="60"/>
        <source>Your value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="60"/>
        <source>Alpha-beta</source>
        <translation type="unfinished">Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="67"/>
        <source>Check my answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="94"/>
        <source>chance</source>
        <translation type="unfinished">Zufall</translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="95"/>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="96"/>
        <source>{0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="158"/>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice_panel.py" line="160"/>
        <source>Leaves: green ✓ pruned and marked, orange ! pruned but not marked, red ✗ marked but evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeResult</name>
    <message>
        <location filename="../explorer/practice.py" line="39"/>
        <source>Pruned leaves: {0} of {1} found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice.py" line="42"/>
        <source>, {0} marked that alpha-beta evaluates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice.py" line="44"/>
        <source>{0}; inner values: {1} of {2} right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/practice.py" line="46"/>
        <source>All right! {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../app/preferences.py" line="59"/>
        <source>Some remembered settings could not be read and were reset to the defaults ({0}); the old file is kept as {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="62"/>
        <source>Some remembered settings could not be read and were reset to the defaults ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="135"/>
        <source>{0} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="136"/>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="137"/>
        <source>display options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/preferences.py" line="138"/>
        <source>start arrangements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewSync</name>
    <message>
        <location filename="../window/preview.py" line="64"/>
        <source>Before move {0}: {1} rolled {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="66"/>
        <source>{0} (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="66"/>
        <source>{0} (human)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="68"/>
        <source>Before move {0}: {1} played {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="72"/>
        <source>{0} — click the board to return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="79"/>
        <source>{0}: the values its search saw — click the board to return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="98"/>
        <source>the root</source>
        <translation type="unfinished">die Wurzel</translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="101"/>
        <source>Preview (the game is unchanged): {0} — value {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/preview.py" line="102"/>
        <source>Path from the root: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SSSRecord</name>
    <message>
        <location filename="../../engine/search/sss_record.py" line="172"/>
        <source>terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="173"/>
        <source>evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="174"/>
        <source>leaf solved {0}. ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="177"/>
        <source>not solved: the search was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="179"/>
        <source>all %n children generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss_record.py" line="181"/>
        <source>{0} of {1} children generated: the rest never on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SSSRun</name>
    <message>
        <location filename="../explorer/sssrun.py" line="94"/>
        <source>the root ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="96"/>
        <source>leaf {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="98"/>
        <source>node {0} (at the depth cutoff)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="99"/>
        <source>{0} node {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="106"/>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="110"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="112"/>
        <source> … and {0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="114"/>
        <source>OPEN (highest merit first; L = LIVE, S = SOLVED on the drawing): {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="116"/>
        <source>OPEN (lowest merit first: DUAL*&apos;s merits are lower bounds; L = LIVE, S = SOLVED on the drawing): {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="128"/>
        <source>Take {0}, the highest merit on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="129"/>
        <source>Take {0}, the lowest merit on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="133"/>
        <source>{0}: the root is SOLVED, so {1} is done. The root&apos;s value is {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="136"/>
        <source>{0}: the root is SOLVED, so {1} is done. The root&apos;s value is {2}; the best move is to {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="142"/>
        <source>the evaluation function gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="143"/>
        <source>its value is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="145"/>
        <source>{0}. {1} is evaluated: {2} {3}; it becomes SOLVED with merit {4}({5}, {3}) = {6}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="150"/>
        <source>{0}. {1} is LIVE: every child of a {2} node goes on OPEN, LIVE with merit {3}: {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="154"/>
        <source>{0}. {1} is LIVE: a {2} node puts only its first child on OPEN, {3} (LIVE, {4}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="158"/>
        <source>the root</source>
        <translation type="unfinished">die Wurzel</translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="161"/>
        <source>; the other states below it leave OPEN: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="162"/>
        <source>; no other state below it is on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="163"/>
        <source>{0}. Its parent {1} is a {2} node and nothing left on OPEN can beat {3}, so {1} is SOLVED with merit {3}{4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="167"/>
        <source>{0}. Its parent {1} is a {2} node: its next child {3} could still lower {4}, so it goes on OPEN (LIVE, {4}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="169"/>
        <source>{0}. Its parent {1} is a {2} node: its next child {3} could still raise {4}, so it goes on OPEN (LIVE, {4}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/sssrun.py" line="172"/>
        <source>{0}. It was the last child of {1}, a {2} node, so {1} is SOLVED with merit {3}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SSSStar</name>
    <message>
        <location filename="../../engine/search/sss.py" line="57"/>
        <source>a live leaf is evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="58"/>
        <source>a live MAX node puts all its children on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="59"/>
        <source>a live MIN node puts its first child on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="60"/>
        <source>a solved child of a MAX node solves its parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="61"/>
        <source>a solved child of a MIN node hands over to its next sibling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/search/sss.py" line="62"/>
        <source>the last child of a MIN node solved solves its parent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchSettings</name>
    <message>
        <location filename="../app/players.py" line="35"/>
        <source>Minimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="36"/>
        <source>Alpha-beta</source>
        <translation type="unfinished">Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../app/players.py" line="37"/>
        <source>Expectiminimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="39"/>
        <source>Monte Carlo tree search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="82"/>
        <source>{0} must be one of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="86"/>
        <source>{0} must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="90"/>
        <source>{0} must be a whole number {1}-{2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="96"/>
        <source>Prefer faster wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="97"/>
        <source>Scale a win by its distance, so the computer wins as fast as it can (and loses as slowly as it can); values then count plies to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="99"/>
        <source>Chance pruning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="100"/>
        <source>none (plain expectiminimax)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="101"/>
        <source>Star2 (probing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="103"/>
        <source>Ballard&apos;s *-minimax: cut a chance node once the outcomes searched so far prove its value lies outside the window. Star2 first probes one move of each outcome. The value is the same as plain expectiminimax; the statistics show what it saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="196"/>
        <source>Monte Carlo tree search, {0}, c {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="198"/>
        <source>full depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="199"/>
        <source>depth {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="223"/>
        <source>search settings must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="228"/>
        <source>algorithm {0} is not offered for {1} (offered: {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="234"/>
        <source>a full-depth search is not offered for {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="242"/>
        <source>depth must be 1-{0} or &apos;full&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="243"/>
        <source>depth must be 1-{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="247"/>
        <source>unknown evaluation {0} for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="255"/>
        <source>weights must be an object of numbers within ±{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="264"/>
        <source>tie-break must be &apos;first&apos; or &apos;random&apos;, not {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="268"/>
        <source>seed must be a whole number 0 to 2³¹−1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="271"/>
        <source>record must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="276"/>
        <source>record budget must be {0}-{1} nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="280"/>
        <source>switches must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="285"/>
        <source>unknown search option {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="294"/>
        <source>playouts must be a whole number 1-{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="299"/>
        <source>the exploration constant must be a number above 0, at most {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="325"/>
        <source>a player must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="329"/>
        <source>player kind must be &apos;human&apos; or &apos;computer&apos;, not {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/players.py" line="352"/>
        <source>&apos;players&apos; must be a list of two players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchTreeModel</name>
    <message>
        <location filename="../search_tree/model.py" line="54"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="54"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="55"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="55"/>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="56"/>
        <source>How it ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="56"/>
        <source>Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="60"/>
        <source>The move that leads to this node from its parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="61"/>
        <source>Who moves here: ▲ MAX (the player the search is for), ▼ MIN (the opponent), ○ chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="63"/>
        <source>The value the search backed up, for MAX; ≥ v / ≤ v when alpha-beta only proved a bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="65"/>
        <source>α when the search entered the node: the best value MAX was already sure of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="66"/>
        <source>β when the search entered the node: the best value MIN was already sure of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="67"/>
        <source>Plies from the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="68"/>
        <source>How the search left the node: all children, terminal, depth cutoff, β-cutoff or α-cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="70"/>
        <source>Recorded nodes in the subtree, the node included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="72"/>
        <source>Mean value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="73"/>
        <source>Visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="73"/>
        <source>UCB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="74"/>
        <source>Expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="79"/>
        <source>The mean of the playouts through this node, for MAX (+1 a win, −1 a loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="80"/>
        <source>How many playouts went through this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="81"/>
        <source>The UCB1 score (mean for the player choosing + c·√(ln N / n)) when its parent last chose among its children; — for a node never chosen that way (the root, a chance outcome, a child added since)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="86"/>
        <source>Whether every child of the node is in the tree (then UCB1 chooses among them), or how many are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="90"/>
        <source>Merit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="94"/>
        <source>At this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="98"/>
        <source>A leaf&apos;s value once SSS* evaluated it; for the others ≤ h: the upper bound SSS* knew at the chosen step (the highest merit on OPEN below the node, or the merit it was solved with), the root&apos;s value at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="102"/>
        <source>The node&apos;s state on OPEN at the chosen step: LIVE (still to be searched) or SOLVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="104"/>
        <source>The merit of the node&apos;s state on OPEN: no solution tree through the node is worth more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="107"/>
        <source>How the node stood at the chosen step: not generated yet, on OPEN, expanded, solved and handed to its parent, or dropped from OPEN when a MAX ancestor was solved (at the last step: how it ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="114"/>
        <source>A leaf&apos;s value once {0} evaluated it; for the others ≥ h: the lower bound {0} knew at the chosen step (the lowest merit on OPEN below the node, or the merit it was solved with), the root&apos;s value at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="118"/>
        <source>The merit of the node&apos;s state on OPEN: the node is worth at least this to MAX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="120"/>
        <source>How the node stood at the chosen step: not generated yet, on OPEN, expanded, solved and handed to its parent, or dropped from OPEN when a MIN ancestor was solved (at the last step: how it ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="128"/>
        <source>not generated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="129"/>
        <source>expanded: states below it on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="130"/>
        <source>solved, handed to its parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="131"/>
        <source>dropped from OPEN: a MAX node above it was solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="133"/>
        <source>dropped from OPEN: a MIN node above it was solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="156"/>
        <source>{0} chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="162"/>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="172"/>
        <source>{0}  (p {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="541"/>
        <source>on OPEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="544"/>
        <source>solved (merit {0}), handed to its parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="546"/>
        <source>this step: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="546"/>
        <source>the root is solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="609"/>
        <source>depth cutoff: evaluation {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="611"/>
        <source>stopped: the search was interrupted here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="614"/>
        <source>β-cutoff after {0} of {1}: v = {2} ≥ β = {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="616"/>
        <source>α-cutoff after {0} of {1}: v = {2} ≤ α = {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="628"/>
        <source>On entry: α = {0}, β = {1}
On exit:  α = {2}, β = {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="634"/>
        <source>No value: the search was stopped before this node finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="636"/>
        <source>At least {0}: the node failed high (v ≥ β), so the search only proved a lower bound — MIN will avoid this line anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="639"/>
        <source>At most {0}: the node failed low (v ≤ α), so the search only proved an upper bound — MAX will avoid this line anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="641"/>
        <source>Exactly {0} (for MAX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="643"/>
        <source>MAX, the player the search is for, moves here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="644"/>
        <source>MIN, the opponent, moves here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="644"/>
        <source>chance decides here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="645"/>
        <source>{0}
Path: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="649"/>
        <source>On the principal variation: the line both players choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="657"/>
        <source>β-cutoff: MAX found a move worth at least β, and MIN already has a better choice higher up, so the remaining moves here cannot matter and were pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="660"/>
        <source>α-cutoff: MIN found a reply worth at most α, and MAX already has a better choice higher up, so the remaining replies here cannot matter and were pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="663"/>
        <source>The depth limit stopped the search here: the evaluation function estimated the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="665"/>
        <source>The game is over here: the value is the game&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="689"/>
        <source>The record&apos;s node budget ran out: the search examined these children but did not record them (their values are in the parent&apos;s value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tree/model.py" line="692"/>
        <source>%n searched, not recorded (budget)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="696"/>
        <source>Pruned, never searched (Star1/Star2): the outcomes searched before it already proved the chance node&apos;s expected value lies outside the window (α, β), whatever this outcome is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="702"/>
        <source>Pruned, never searched: MAX already had v = {0} ≥ β = {1} here, so MIN, one level up, would never let the game reach this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="704"/>
        <source>Pruned, never searched: MIN already had v = {0} ≤ α = {1} here, so MAX, one level up, would never let the game reach this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="719"/>
        <source>pruned: v ≥ β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="719"/>
        <source>pruned: v ≤ α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/model.py" line="775"/>
        <source>{0} (in {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchTreeWidget</name>
    <message>
        <location filename="../search_tree/widget.py" line="72"/>
        <source>▲ MAX  ▼ MIN  ○ chance · &lt;b&gt;bold&lt;/b&gt;: principal variation · grey: pruned · ≥ / ≤: a bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="74"/>
        <source>▲ MAX  ▼ MIN · &lt;b&gt;bold&lt;/b&gt;: principal variation (last step), or the state the step took (tinted) · grey: not generated yet, or dropped · ≤: an upper bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="77"/>
        <source>▲ MAX  ▼ MIN · &lt;b&gt;bold&lt;/b&gt;: principal variation (last step), or the state the step took (tinted) · grey: not generated yet, or dropped · ≥: a lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="81"/>
        <source>No search tree yet.

The tree the computer explored for its last move (or a hint) appears here as soon as that search ends, when recording is on in the search settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="91"/>
        <source>“{0}” is not a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="104"/>
        <source>expected a move number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="186"/>
        <source>Hide pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="187"/>
        <source>Hide the moves alpha-beta pruned (shown greyed otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="188"/>
        <source>Only the PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="189"/>
        <source>Show only the principal variation: the line both players choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="191"/>
        <source>Search move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="192"/>
        <source>A move finds the nodes reached by it; several (e.g. &quot;4 3&quot;) find that path, from the root first. Enter: next match, Shift+Enter: previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="197"/>
        <source>Expand PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="198"/>
        <source>Expand and select the principal variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="199"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="200"/>
        <source>Save the tree as tree JSON (re-searchable with analyze --tree) or Graphviz DOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="243"/>
        <source>▲ MAX moves (the player the search is for)   ▼ MIN moves (the opponent)   ○ chance
Bold, tinted rows: the principal variation
Grey rows: moves alpha-beta pruned, never searched
≥ v / ≤ v: alpha-beta only proved a bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="279"/>
        <location filename="../search_tree/widget.py" line="489"/>
        <source>Search tree</source>
        <translation type="unfinished">Suchbaum</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="374"/>
        <location filename="../search_tree/widget.py" line="419"/>
        <source>Move through SSS*&apos;s steps: OPEN&apos;s states, merits and bounds at each one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="384"/>
        <location filename="../search_tree/widget.py" line="416"/>
        <source>SSS* step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="413"/>
        <source> of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="416"/>
        <source>DUAL* step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="417"/>
        <source>Move through DUAL*&apos;s steps: OPEN&apos;s states, merits and bounds at each one</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tree/widget.py" line="460"/>
        <source>OPEN holds %n state(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="464"/>
        <source>{0}, lowest merit {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="465"/>
        <source>{0}, highest merit {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="467"/>
        <source>Before the first step: {0} (the root, LIVE, merit {1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="473"/>
        <source>the root is SOLVED: its merit is its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="474"/>
        <source>Step {0}: took ({1}, {2}, {3}) — {4}. {5}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tree/widget.py" line="493"/>
        <source>%n node(s) recorded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="495"/>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="496"/>
        <source>{0} · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="535"/>
        <source>cannot export to {0}: the name must end in .json or .dot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="539"/>
        <source>there is no search tree to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="551"/>
        <location filename="../search_tree/widget.py" line="556"/>
        <source>cannot write {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="563"/>
        <source>Tree JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="563"/>
        <source>Graphviz DOT (*.dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="564"/>
        <location filename="../search_tree/widget.py" line="579"/>
        <source>Export search tree</source>
        <translation type="unfinished">Suchbaum exportieren</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="580"/>
        <source>Could not export the search tree:
{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="629"/>
        <source>no match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="631"/>
        <source>{0} found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="648"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="688"/>
        <source>Path: {0} (pruned: never searched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="690"/>
        <source>Children the record had no room for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="696"/>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="698"/>
        <source>chance decides: the die is rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="700"/>
        <source>{0} to move</source>
        <translation type="unfinished">{0} am Zug</translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="701"/>
        <source>Path: {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tree/widget.py" line="721"/>
        <source>Expand subtree (%n node(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../search_tree/widget.py" line="724"/>
        <source>More than %n node(s): expand it level by level</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="727"/>
        <source>Copy path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="730"/>
        <source>Collapse all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="732"/>
        <source>Open in tree explorer (up to {0} nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="734"/>
        <source>Draw this part of the search as a tree and step through alpha-beta on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="870"/>
        <source>Partial tree: the record holds the first {0} nodes (its budget); the search went on beyond them. Rows marked “not recorded” stand for the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="875"/>
        <source>The search was stopped inside a depth: this is the tree of the last depth it finished, every root move with its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="877"/>
        <source>Show the stopped depth&apos;s partial tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="879"/>
        <source>The stopped depth: a partial tree; the nodes it left open have no value (?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="880"/>
        <source>Back to the last finished depth&apos;s tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../search_tree/widget.py" line="882"/>
        <source>The search was stopped: nodes it left open have no value (?); the line it was on is expanded. With iterative deepening (Speed-ups) Stop keeps the last finished depth&apos;s whole tree.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../window/search_view.py" line="121"/>
        <source>{0} · growing: {1} playouts so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="182"/>
        <source>the last depth&apos;s tree; the statistics&apos; {0} count every depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="186"/>
        <source>{0} · tree of depth {1}, the last finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="187"/>
        <source>{0} · depth {1}, stopped: partial tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/search_view.py" line="202"/>
        <source>Shows the search at move {0}: not the position on the board (move {1}). Analyse (F5) to search this one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../panels/settings_panel.py" line="468"/>
        <source>Game</source>
        <translation type="unfinished">Spiel</translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="472"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="482"/>
        <source>Changes apply to the next search; a search already running keeps its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="486"/>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="488"/>
        <source>Show move values on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="489"/>
        <source>Show the principal variation as numbered ghosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="490"/>
        <source>Analyse automatically on a human&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="494"/>
        <source> ms</source>
        <comment>milliseconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="496"/>
        <source>Search processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="500"/>
        <source>All cores ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="503"/>
        <source>Processes that search together. A search with iterative deepening and a transposition table (Speed-ups) runs as with one process, its tree recorded and its iterations shown, while the others search the same position to fill the table they share, so the answer comes sooner (Lazy SMP). Alpha-beta and minimax to a fixed depth share out the root moves unless the tree is recorded. Other searches (iterative deepening without a table, an exact solve) run in one process. Tournaments keep one per game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="512"/>
        <source>Computer move delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="513"/>
        <source>Workers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../window/setup_dialog.py" line="31"/>
        <source>Set up position — {0}</source>
        <translation>Stellung aufbauen — {0}</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="34"/>
        <source>{0} to move</source>
        <translation type="unfinished">{0} am Zug</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="35"/>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="39"/>
        <source>Play from here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="41"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="49"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="62"/>
        <source>A legal position: the game is over.</source>
        <translation>Eine erreichbare Stellung: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../window/setup_dialog.py" line="63"/>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="118"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../window/keyboard_help.py" line="119"/>
        <source>Every keyboard shortcut of the window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideSettingsForm</name>
    <message>
        <location filename="../panels/settings_panel.py" line="203"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="204"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="205"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="209"/>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="212"/>
        <source> plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="213"/>
        <source>to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="214"/>
        <source>Search to the end of the game: exact values, no evaluation function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="217"/>
        <source>Depth cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="225"/>
        <source> playouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="226"/>
        <source>Monte Carlo tree search: playouts per search (a time or node limit may end it sooner; Stop keeps what it has)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="233"/>
        <source>c = </source>
        <comment>UCB1&apos;s exploration constant</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="234"/>
        <source>UCB1&apos;s exploration constant c: larger tries more moves, smaller follows the best mean sooner (√2 ≈ 1.41 is the textbook choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="238"/>
        <source>Playouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="244"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="252"/>
        <source>first in move order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="253"/>
        <source>random, seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="258"/>
        <source>Ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="260"/>
        <source>record, up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="265"/>
        <source> nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/settings_panel.py" line="268"/>
        <source>Search tree</source>
        <translation type="unfinished">Suchbaum</translation>
    </message>
</context>
<context>
    <name>SprtChart</name>
    <message>
        <location filename="../tournament/charts.py" line="118"/>
        <source>SPRT: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/charts.py" line="145"/>
        <source>no sequential test in this tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/charts.py" line="170"/>
        <source>games: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartArrangementBox</name>
    <message>
        <location filename="../panels/start_arrangement.py" line="16"/>
        <source>Fixed (1-6 in order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="17"/>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="18"/>
        <source>Chosen…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="37"/>
        <source>Where each side&apos;s cubes 1-6 start in its corner triangle (applies to a new game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="39"/>
        <source>RED/BLUE, e.g. 615243/123456</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/start_arrangement.py" line="40"/>
        <source>Each side&apos;s cube numbers on its triangle, in the order corner, edge row, next row:
red a5 b5 c5 a4 b4 a3, blue e1 d1 c1 e2 d2 e3 (Enter applies)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <location filename="../panels/stats_panel.py" line="25"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="26"/>
        <source>Evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="27"/>
        <source>Cutoffs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="28"/>
        <source>Moves pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="29"/>
        <source>Depth reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="30"/>
        <source>Nodes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="31"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="32"/>
        <source>Best so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="33"/>
        <source>Line so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="34"/>
        <source>Root moves done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="35"/>
        <source>Full tree to this depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="36"/>
        <source>Pruning saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="37"/>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="38"/>
        <source>Chance nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="39"/>
        <source>Chance cutoffs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="44"/>
        <source>— ({0} solves the root, not each move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="145"/>
        <location filename="../panels/stats_panel.py" line="187"/>
        <source>No search yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="197"/>
        <source>Searching: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="206"/>
        <source>{0} + {1} = {2} (main + helpers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="208"/>
        <source>{0} (all processes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="223"/>
        <source>{0} of {1} at depth {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="225"/>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="235"/>
        <source>{0} (value {1}, depth {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="236"/>
        <location filename="../panels/stats_panel.py" line="270"/>
        <source>{0} (value {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="238"/>
        <source>{0} (value {1}, depth {2} finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="246"/>
        <source>{0} (depth {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="262"/>
        <source>stopped early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="278"/>
        <source>{0}. Values are for the player to move at the root.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="284"/>
        <source>{0} tree levels (rolls included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="286"/>
        <source>{0} (every outcome was searched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="287"/>
        <source>nothing: no chance node was cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="288"/>
        <source>nothing: plain expectiminimax does not prune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="290"/>
        <source>not counted for chance trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="291"/>
        <source>{0} outcomes never searched ({1} chance cutoffs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="295"/>
        <source>not counted: MCTS grows its own tree, with no depth cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="296"/>
        <source>no pruning: {0} playouts ({1}/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="299"/>
        <source>{0} (minimax visits all of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="300"/>
        <source>nothing: minimax does not prune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="303"/>
        <source>(stopped early)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="305"/>
        <source>counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="305"/>
        <source>not counted (another search came first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="315"/>
        <source>Nodes where the die decides: their value is the probability-weighted mean of their outcomes (chance nodes do not consume depth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="318"/>
        <source>{0}, {1} outcomes pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="320"/>
        <source>{0} probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="323"/>
        <source>{0} nodes searched again to record the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="325"/>
        <source>none (no chance pruning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="327"/>
        <source>Star1/Star2: chance nodes cut before all their outcomes were searched, the outcomes never searched, and Star2&apos;s probe searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="334"/>
        <source>not counted (too large)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../panels/stats_panel.py" line="340"/>
        <source>{0} ({1} of {2} nodes visited)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../window/status.py" line="28"/>
        <source>Game over — draw</source>
        <translation>Spiel vorbei — unentschieden</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="29"/>
        <source>Game over — {0} wins</source>
        <translation>Spiel vorbei — {0} gewinnt</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="34"/>
        <source>{0} to roll (computer, paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/status.py" line="35"/>
        <source>{0} to roll (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/status.py" line="37"/>
        <source>{0} to roll — press R or click the die</source>
        <translation>{0} würfelt — R drücken oder auf den Würfel klicken</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="40"/>
        <source>{0} to move (computer, paused)</source>
        <translation>{0} am Zug (Computer, pausiert)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="41"/>
        <source>{0} to move (computer)</source>
        <translation>{0} am Zug (Computer)</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="43"/>
        <source>{0} to move — your turn</source>
        <translation>{0} am Zug — Sie sind dran</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="44"/>
        <source>{0} to move</source>
        <translation type="unfinished">{0} am Zug</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="48"/>
        <source>{0} passes — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/status.py" line="58"/>
        <source>Engine idle</source>
        <translation>Engine untätig</translation>
    </message>
    <message>
        <location filename="../window/status.py" line="100"/>
        <source>{0} — {1} nodes, {2} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuiteDialog</name>
    <message>
        <location filename="../window/suite_dialog.py" line="40"/>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="40"/>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="41"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="41"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="42"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="42"/>
        <source>Expected value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="43"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="43"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="44"/>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="44"/>
        <source>Nodes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="46"/>
        <source>Test suites (*.obf *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="47"/>
        <source>no suite run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="55"/>
        <source>Run test suite</source>
        <translation>Testsammlung lösen</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="60"/>
        <source>a suite file: Edax .obf (Othello) or Pascal Pons&apos;s MOVES SCORE lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="64"/>
        <source>Suite file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="65"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="67"/>
        <source>Suite:</source>
        <translation>Sammlung:</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="72"/>
        <source>Win/draw/loss only (faster; values checked by their sign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="75"/>
        <source>Run</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="78"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="95"/>
        <source>Choose a suite and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="108"/>
        <source>Choose a test suite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="124"/>
        <source>choose a suite file first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="130"/>
        <source>Cannot run this suite: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="137"/>
        <source>%v / %m positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="138"/>
        <source>Line {0} skipped: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="139"/>
        <source>{0} {1} positions ({2}), {3}. Scores: {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="162"/>
        <source>The suite stopped: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="177"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="177"/>
        <source>NO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="178"/>
        <source> (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="195"/>
        <source>{0}/{1} right; {2} of {3} positions run (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="196"/>
        <source>{0}/{1} right; {2} of {3} positions run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/suite_dialog.py" line="197"/>
        <source>; time {0} s (mean {1} s); {2} nodes ({3} nodes/s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaskBoard</name>
    <message>
        <location filename="../learn/task_board.py" line="27"/>
        <location filename="../learn/task_board.py" line="32"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <location filename="../tournament/__init__.py" line="77"/>
        <source>First side: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/__init__.py" line="78"/>
        <source>Second side: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="51"/>
        <source>Random plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="52"/>
        <source>The start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="53"/>
        <source>From a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="68"/>
        <location filename="../tournament/window.py" line="438"/>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="91"/>
        <source>Game</source>
        <translation type="unfinished">Spiel</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="94"/>
        <source>The players: each a spec such as alphabeta:4,eval=windows,centre=5,name=c5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="104"/>
        <source>A side of the main window, a ready-made agent, or a spec you type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="105"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="107"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="116"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="121"/>
        <source>Games per pair of players, in colour-swapped pairs from the same opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="122"/>
        <source>Games per pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="131"/>
        <source> plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="135"/>
        <location filename="../tournament/window.py" line="315"/>
        <source>Openings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="137"/>
        <source>Sequential test (SPRT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="143"/>
        <source>H0: Elo =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="144"/>
        <source>H1: Elo =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="145"/>
        <source>α (false H1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="146"/>
        <source>β (false H0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="152"/>
        <source>Games played at once (one worker process each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="153"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="156"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="158"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="160"/>
        <source>Stop</source>
        <translation type="unfinished">Stopp</translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="161"/>
        <source>Stop now and keep the games finished so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="167"/>
        <source>%v / %m games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="184"/>
        <source>The pair whose test the chart shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="192"/>
        <source>Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="193"/>
        <source>SPRT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="204"/>
        <source>Replay in the main window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="289"/>
        <source>Cannot add this player: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="315"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="343"/>
        <source>SPRT: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="369"/>
        <source>{0} vs {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="375"/>
        <source>Playing {0} games on {1} processes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="404"/>
        <source>SPRT: off (check &apos;Sequential test&apos; before Start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="410"/>
        <source>H1 accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="410"/>
        <source>H0 accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tournament/window.py" line="420"/>
        <source>Finished: %n games.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="422"/>
        <source>Stopped: {0} of {1} games played; they are kept above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="428"/>
        <source>{0} vs {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tournament/window.py" line="430"/>
        <source>The SPRT decided: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeExplorer</name>
    <message>
        <location filename="../explorer/explorer.py" line="201"/>
        <source>full depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="202"/>
        <source>depth </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="203"/>
        <source>Cut the search off after this many plies; an inner node there gives its static &quot;value&quot; (write it in the tree: {&quot;value&quot;: 5, &quot;children&quot;: [...]})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="218"/>
        <source>Back to the start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="219"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="219"/>
        <source>One step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="220"/>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="220"/>
        <source>One step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="222"/>
        <source>Next cutoff ✂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="222"/>
        <source>Run to the next cutoff (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="224"/>
        <source>To end ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="224"/>
        <source>Run to the end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="225"/>
        <location filename="../explorer/explorer.py" line="584"/>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="225"/>
        <source>Play the steps at the chosen speed (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="228"/>
        <source>Compare all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="229"/>
        <source>Search this tree with every algorithm, one row each; a row marks the leaves it evaluated ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="232"/>
        <source>speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="237"/>
        <source>steps per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="242"/>
        <location filename="../explorer/explorer.py" line="597"/>
        <source>{0}/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="256"/>
        <source>Zoom out ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="257"/>
        <source>Zoom in ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="258"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="258"/>
        <source>Show the whole tree ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="268"/>
        <source>Move ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="270"/>
        <source>Best ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="272"/>
        <source>Sort every node&apos;s children so alpha-beta prunes the most: by minimax value, best first for the player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="276"/>
        <source>Drag nodes sideways to reorder children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="287"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="290"/>
        <source>PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="290"/>
        <source>SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="291"/>
        <source>JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="346"/>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="347"/>
        <source>{0} subtree after {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="348"/>
        <source>{0} subtree at the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="353"/>
        <source>Part of a real search: the leaves hold the values the search recorded there (evaluations at a depth cutoff, or values backed up from below where the subtree was cut to fit), and only the moves it examined are shown. Hover over a node to see its position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="370"/>
        <source>Your tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="393"/>
        <source>the tree is nested too deeply to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="398"/>
        <source>the tree has {0} nodes; the explorer draws at most {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="415"/>
        <source>Random tree: depth {0}, width {1}, seed {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="419"/>
        <source>Open a tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="420"/>
        <source>Trees (*.json *.txt);;All (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="439"/>
        <source>Alpha-beta</source>
        <translation type="unfinished">Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="439"/>
        <source>Minimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="440"/>
        <source>Expectiminimax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="440"/>
        <source>SSS*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="440"/>
        <source>DUAL*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="441"/>
        <source>MTD(f)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="484"/>
        <source>leaf {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="486"/>
        <source>chance node {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="488"/>
        <source>{0} node {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="489"/>
        <source> (path {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="489"/>
        <source> (the root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="490"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;{1}&lt;br&gt;minimax value {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="579"/>
        <source>⏸ Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="606"/>
        <source>Practice: click the leaves alpha-beta prunes, type the inner nodes&apos; values in the table, then Check my answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="625"/>
        <source>{0} on this tree takes {1} steps. Press Step ▶ (or → on the drawing) to start, Play to watch it, or click a node to jump to where the search reaches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="632"/>
        <source>step {0} / {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="658"/>
        <source>Compare all: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="712"/>
        <source>{0} values the root&apos;s moves by {1} random playouts through them, not by evaluating leaves one by one: no leaf is marked. Its best move is drawn in orange.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="716"/>
        <source>{0} evaluates {1} of {2} leaves, numbered in the order it first evaluated them (#1, #2, …); the subtrees it never entered are greyed and crossed off. Value {3}; its best move is drawn in orange.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="727"/>
        <source>best ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="733"/>
        <source>reordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="762"/>
        <source>{0} leaves. Alpha-beta does not apply to chance nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="764"/>
        <source>Alpha-beta evaluates {0} of {1} leaves ({2} pruned; {3} nodes visited of {4}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="767"/>
        <source>{0} evaluates {1} of {2} leaves ({3} never reached).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="771"/>
        <source>MTD(f) asks {0} zero-window questions and evaluates {1} of {2} leaves at least once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="777"/>
        <source>Best case for a uniform tree of width {0} and depth {1}: {0}^⌈{1}/2⌉ + {0}^⌊{1}/2⌋ − 1 = {2} leaves (Knuth–Moore).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="780"/>
        <source>Not a uniform tree, so no Knuth–Moore best case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="871"/>
        <source>Game tree</source>
        <translation type="unfinished">Spielbaum</translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="878"/>
        <source>Export {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="885"/>
        <source>Export failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="887"/>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="891"/>
        <source>the drawing as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="891"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="895"/>
        <source>the drawing as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="895"/>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="899"/>
        <source>the tree as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/explorer.py" line="899"/>
        <source>Trees (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeInputPanel</name>
    <message>
        <location filename="../explorer/input_panel.py" line="66"/>
        <source>Tree</source>
        <translation type="unfinished">Baum</translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="70"/>
        <source>Examples…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="81"/>
        <source>((3 12 8) (2 4 6) (14 5 2))  or JSON, e.g. [[3, 12, 8], [2, 4, 6]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="90"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="92"/>
        <source>Parse the text and draw the tree ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="94"/>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="109"/>
        <source>Random tree:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="110"/>
        <source>depth (plies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="111"/>
        <source>children per inner node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="112"/>
        <source>smallest leaf value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="113"/>
        <source>largest leaf value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="114"/>
        <source>random seed (same seed, same tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="115"/>
        <source>depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="115"/>
        <source>width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="118"/>
        <source>values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="120"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="122"/>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../explorer/input_panel.py" line="124"/>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeRecord</name>
    <message>
        <location filename="../../engine/record.py" line="34"/>
        <source>expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="34"/>
        <source>terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="35"/>
        <source>depth cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="35"/>
        <source>β-cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="36"/>
        <source>α-cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="36"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="37"/>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="198"/>
        <source>β-cutoff after {0} of {1}: v ≥ β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="200"/>
        <source>α-cutoff after {0} of {1}: v ≤ α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="202"/>
        <source>depth cutoff: evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../engine/record.py" line="204"/>
        <source>all %n children</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeRun</name>
    <message>
        <location filename="../explorer/treerun.py" line="105"/>
        <source>{0} under {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeTasks</name>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="74"/>
        <source>the root</source>
        <translation>„Wurzel“</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="133"/>
        <source>{0} is a chance node; its outcomes are worth {1}. The expected value is {2} = {3}.</source>
        <translation>{0} ist ein Zufallsknoten; seine Ergebnisse sind {1} wert. Der Erwartungswert ist {2} = {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="138"/>
        <source>{0} is a MAX node; its children are worth {1}. MAX picks the largest: max({2}) = {3}.</source>
        <translation>{0} ist ein MAX-Knoten; seine Kinder sind {1} wert. MAX wählt den größten Wert: max({2}) = {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="141"/>
        <source>{0} is a MIN node; its children are worth {1}. MIN picks the smallest: min({2}) = {3}.</source>
        <translation>{0} ist ein MIN-Knoten; seine Kinder sind {1} wert. MIN wählt den kleinsten Wert: min({2}) = {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="159"/>
        <source>{0} is a leaf: its value is its utility, {1}.</source>
        <translation>{0} ist ein Blatt: Sein Wert ist sein Nutzen, {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="167"/>
        <source>the value of {0} is {1}</source>
        <translation>der Wert von {0} ist {1}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="174"/>
        <source>Alpha-beta returns {0} at {1}.</source>
        <translation>Alpha-Beta gibt bei {1} den Wert {0} zurück.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="182"/>
        <source>{0} from left to right</source>
        <translation>{0} von links nach rechts</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="185"/>
        <source>{0} (%n pruned)</source>
        <translation>
            <numerusform>{0} (%n abgeschnitten)</numerusform>
            <numerusform>{0} (%n abgeschnitten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="188"/>
        <source>It is a MAX node; the children alpha-beta searched returned {0}, and MAX takes the largest.</source>
        <translation>Es ist ein MAX-Knoten; die von Alpha-Beta durchsuchten Kinder gaben {0} zurück, und MAX nimmt den größten Wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="192"/>
        <source>It is a MIN node; the children alpha-beta searched returned {0}, and MIN takes the smallest.</source>
        <translation>Es ist ein MIN-Knoten; die von Alpha-Beta durchsuchten Kinder gaben {0} zurück, und MIN nimmt den kleinsten Wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="198"/>
        <source>So the value is only a bound, and it is enough.</source>
        <translation>Der Wert ist also nur eine Schranke, und das genügt.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="215"/>
        <source>Minimax moves to {0} (the first of the equally good moves).</source>
        <translation>Minimax zieht nach {0} (dem ersten der gleich guten Züge).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="218"/>
        <source>Minimax moves to {0}.</source>
        <translation>Minimax zieht nach {0}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="225"/>
        <source>{0}. Type a child of {1} by its name.</source>
        <translation>{0}. Geben Sie ein Kind von {1} mit seinem Namen ein.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="228"/>
        <source>{0} is not a child of {1}.</source>
        <translation>{0} ist kein Kind von {1}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="231"/>
        <source>minimax moves to {0}</source>
        <translation>Minimax zieht nach {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="233"/>
        <source>minimax moves to {0} (and {1} is worth as much)</source>
        <translation>Minimax zieht nach {0} (und {1} ist gleich viel wert)</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="244"/>
        <source>The principal variation follows the best move at each node from the root: {0}, and its end is worth {1}.</source>
        <translation>Die Hauptvariante folgt von der Wurzel aus an jedem Knoten dem besten Zug: {0}, und ihr Ende ist {1} wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="257"/>
        <source>The line starts at {0}: write the nodes it moves to, one per move.</source>
        <translation>Die Variante beginnt bei {0}: Geben Sie die Knoten an, zu denen sie zieht, einen pro Zug.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="261"/>
        <source>{0} is not a child of {1}: a line goes down one level per move.</source>
        <translation>{0} ist kein Kind von {1}: Eine Variante steigt pro Zug eine Ebene hinab.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="268"/>
        <source>Your move {0} ({1}) is not a best move: {2}</source>
        <translation>Ihr {0}. Zug ({1}) ist kein bester Zug: {2}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="273"/>
        <source>the principal variation is {0}</source>
        <translation>die Hauptvariante ist {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="281"/>
        <source>Alpha-beta finds no cutoff in this tree: it evaluates every leaf.</source>
        <translation>Alpha-Beta findet in diesem Baum keinen Schnitt: Es bewertet jedes Blatt.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="284"/>
        <source>alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="285"/>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="301"/>
        <source>Every value in this tree lies in [L, U] = [{0}, {1}].</source>
        <translation>Jeder Wert in diesem Baum liegt in [L, U] = [{0}, {1}].</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="303"/>
        <source>Star1 finds no cutoff here: it evaluates every leaf.</source>
        <translation>Star1 findet hier keinen Schnitt: Es bewertet jedes Blatt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="314"/>
        <source>{0} is/are never evaluated</source>
        <translation>
            <numerusform>{0} wird nie bewertet</numerusform>
            <numerusform>{0} werden nie bewertet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="320"/>
        <source>window ({0}, {1})</source>
        <translation>Fenster ({0}, {1})</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="321"/>
        <source>{0} ({1}, {2}) reaches {3}: {4}.</source>
        <translation>{0} ({1}, {2}) erreicht {3}: {4}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="331"/>
        <source>{0} is a chance node entered with α = {1}. After {2}, even if every other outcome were worth U = {3}, {0} would be at most {4} = {5} ≤ α: Star1 stops, and {6}.</source>
        <translation>{0} ist ein Zufallsknoten, betreten mit α = {1}. Nach {2} wäre {0} selbst dann, wenn jedes andere Ergebnis U = {3} wert wäre, höchstens {4} = {5} ≤ α: Star1 bricht ab, und {6}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="335"/>
        <source>{0} is a chance node entered with β = {1}. After {2}, even if every other outcome were worth L = {3}, {0} would be at least {4} = {5} ≥ β: Star1 stops, and {6}.</source>
        <translation>{0} ist ein Zufallsknoten, betreten mit β = {1}. Nach {2} wäre {0} selbst dann, wenn jedes andere Ergebnis L = {3} wert wäre, mindestens {4} = {5} ≥ β: Star1 bricht ab, und {6}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="358"/>
        <source>{0} is not a leaf of this tree (leaves are named like {1}).</source>
        <translation>{0} ist kein Blatt dieses Baums (Blätter heißen z. B. {1}).</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="365"/>
        <source>{0} evaluates every leaf here</source>
        <translation>{0} bewertet hier jedes Blatt</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="367"/>
        <source>{0} never evaluates {1}</source>
        <translation>{0} bewertet {1} nie</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="372"/>
        <source>{0} does evaluate {1}.</source>
        <translation>{0} bewertet {1} sehr wohl.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="376"/>
        <source>It never evaluates {0}.</source>
        <translation>Es bewertet {0} nie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="388"/>
        <source>Alpha-beta evaluates all %n leaves: no MIN node falls to α and no MAX node reaches β before its last child, so nothing is pruned.</source>
        <translation>
            <numerusform>Alpha-Beta bewertet alle Blätter (%n): Kein MIN-Knoten fällt vor seinem letzten Kind auf α und kein MAX-Knoten erreicht vorher β, also wird nichts abgeschnitten.</numerusform>
            <numerusform>Alpha-Beta bewertet alle %n Blätter: Kein MIN-Knoten fällt vor seinem letzten Kind auf α und kein MAX-Knoten erreicht vorher β, also wird nichts abgeschnitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../engine/lessons/tree_tasks.py" line="392"/>
        <source>Alpha-beta evaluates {0} of the {1} leaves: %n cutoff(s) prune the other {2}.</source>
        <translation>
            <numerusform>Alpha-Beta bewertet {0} der {1} Blätter: %n Schnitt schneidet die übrigen {2} ab.</numerusform>
            <numerusform>Alpha-Beta bewertet {0} der {1} Blätter: %n Schnitte schneiden die übrigen {2} ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="410"/>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="411"/>
        <source>{0} ({1}) has v = {2}</source>
        <translation>{0} ({1}) hat v = {2}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="414"/>
        <source>Alpha-beta enters {0} with {1}. α is the value MAX is already sure of on the path from the root, β the value MIN is sure of (±∞ while none is known): on the way down, {2}.</source>
        <translation>Alpha-Beta betritt {0} mit {1}. α ist der Wert, der MAX auf dem Pfad von der Wurzel schon sicher ist, β der Wert, der MIN sicher ist (±∞, solange keiner bekannt ist): Auf dem Weg nach unten: {2}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="419"/>
        <source>Alpha-beta enters {0} with {1}. α is the value MAX is already sure of on the path from the root, β the value MIN is sure of (±∞ while none is known); no node above has a value yet.</source>
        <translation>Alpha-Beta betritt {0} mit {1}. α ist der Wert, der MAX auf dem Pfad von der Wurzel schon sicher ist, β der Wert, der MIN sicher ist (±∞, solange keiner bekannt ist); noch hat kein Knoten darüber einen Wert.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tree_tasks.py" line="428"/>
        <source>Type two numbers, α then β (for example: -inf, 10).</source>
        <translation>Zwei Zahlen eingeben, α, dann β (z. B.: -inf, 10).</translation>
    </message>
</context>
<context>
    <name>TuneTasks</name>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="121"/>
        <source>With its default weights ({0}) {1} makes alpha-beta at depth {2} value the moves {3} and play {4}. One set of weights that makes it play {5}: {6}.</source>
        <translation>Mit ihren Standardgewichten ({0}) lässt {1} Alpha-Beta in Tiefe {2} die Züge mit {3} bewerten und {4} spielen. Gewichte, mit denen es {5} spielt, sind zum Beispiel: {6}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="130"/>
        <source>{0}. Write the weights as name=value, separated by commas.</source>
        <translation>{0}. Die Gewichte als Name=Wert schreiben, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="137"/>
        <source>Right: with {0}, alpha-beta at depth {1} values the moves {2} and plays {3}.</source>
        <translation>Richtig: Mit {0} bewertet Alpha-Beta in Tiefe {1} die Züge mit {2} und spielt {3}.</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="141"/>
        <source>Those are the default weights. {0}</source>
        <translation>Das sind die Standardgewichte. {0}</translation>
    </message>
    <message>
        <location filename="../../engine/lessons/tune_tasks.py" line="143"/>
        <source>With {0}, alpha-beta at depth {1} values the moves {2} and plays {3}, not {4}. {5}</source>
        <translation>Mit {0} bewertet Alpha-Beta in Tiefe {1} die Züge mit {2} und spielt {3}, nicht {4}. {5}</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <location filename="../window/actions.py" line="36"/>
        <source>Human vs computer</source>
        <translation>Mensch gegen Computer</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="37"/>
        <source>Computer vs human</source>
        <translation>Computer gegen Mensch</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="38"/>
        <source>Computer vs computer</source>
        <translation>Computer gegen Computer</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="39"/>
        <source>Human vs human</source>
        <translation>Mensch gegen Mensch</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="91"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="92"/>
        <source>Start a new game with the current players (Undo brings this one back)</source>
        <translation>Ein neues Spiel mit denselben Spielern beginnen (Rückgängig holt dieses zurück)</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="93"/>
        <source>&amp;Open game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="94"/>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="95"/>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="96"/>
        <source>Save the game, its moves and both players&apos; settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="97"/>
        <source>&amp;Export search tree…</source>
        <translation>Suchbaum &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="98"/>
        <source>Export the shown search tree to JSON or Graphviz DOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="99"/>
        <source>&amp;Copy position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="100"/>
        <source>Copy the position in the game&apos;s notation (Othello: the .obf board and side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="101"/>
        <source>&amp;Paste position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="102"/>
        <source>Start a game from the position on the clipboard, in the game&apos;s notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="103"/>
        <source>Set &amp;up position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="104"/>
        <source>Set up a position on a board editor, then play or analyse it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="105"/>
        <source>Run test &amp;suite…</source>
        <translation>&amp;Testsammlung lösen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="106"/>
        <source>Solve a test suite (Edax .obf, Pascal Pons&apos;s Connect Four sets) and check every answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="108"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="108"/>
        <source>Quit Minimax Studio</source>
        <translation>Minimax Studio beenden</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="109"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="109"/>
        <location filename="../window/actions.py" line="236"/>
        <source>Take back a move</source>
        <translation>Einen Zug zurücknehmen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="110"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="111"/>
        <location filename="../window/actions.py" line="239"/>
        <source>Replay an undone move</source>
        <translation>Einen zurückgenommenen Zug wiederholen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="112"/>
        <source>&amp;Roll the die</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="113"/>
        <source>Roll the die (on your roll, in a game of chance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="114"/>
        <source>Pa&amp;ss</source>
        <translation>P&amp;assen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="114"/>
        <source>Pass: you have no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="115"/>
        <source>&amp;Hint</source>
        <translation type="unfinished">&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="116"/>
        <source>Ask the engine for the best move, without playing it</source>
        <translation>Die Engine nach dem besten Zug fragen, ohne ihn zu spielen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="117"/>
        <source>&amp;Analyse position</source>
        <translation>Stellung &amp;analysieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="118"/>
        <source>Compute the exact value of every legal move</source>
        <translation>Den genauen Wert jedes legalen Zuges berechnen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="119"/>
        <source>Co&amp;mpare algorithms…</source>
        <translation>Algorithmen &amp;vergleichen…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="121"/>
        <source>Search this position with minimax, alpha-beta and each enhancement; chart the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="123"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="124"/>
        <source>Stop the search: the computer plays its best move so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="125"/>
        <location filename="../window/actions.py" line="223"/>
        <source>&amp;Pause computer</source>
        <translation>Computer &amp;pausieren</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="126"/>
        <source>Pause or resume the computer (computer-vs-computer games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="127"/>
        <source>Expand principal &amp;variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="128"/>
        <source>Expand the principal variation in the search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="129"/>
        <source>Show move &amp;values</source>
        <translation>Zug&amp;werte zeigen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="130"/>
        <source>Write each legal move&apos;s value on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="131"/>
        <source>Show principal variation on the &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="132"/>
        <source>Draw the principal variation as numbered ghost moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="163"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="171"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="178"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Turnier…</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="180"/>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="183"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="186"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="195"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="196"/>
        <source>&amp;Learn: lessons and exercises</source>
        <translation>&amp;Lernen: Lektionen und Übungen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="200"/>
        <source>&amp;About Minimax Studio</source>
        <translation>&amp;Über Minimax Studio</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="205"/>
        <source>Main toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="223"/>
        <source>&amp;Resume computer</source>
        <translation>Computer &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="237"/>
        <source>Bring back the previous game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/actions.py" line="240"/>
        <source>Bring back the later game</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../window/files.py" line="24"/>
        <source>Minimax Studio games (*.mmgame.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="25"/>
        <source>Search tree as JSON (*.json);;Graphviz DOT (*.dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="56"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="68"/>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="73"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="84"/>
        <source>Could not open the game: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="89"/>
        <source>Opened {0}{1} — Undo ({2}) at its start brings the previous game back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="96"/>
        <source>There is no search tree to export yet: let the computer move, or ask for a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="98"/>
        <source>Export search tree</source>
        <translation>Suchbaum exportieren</translation>
    </message>
    <message>
        <location filename="../window/files.py" line="110"/>
        <source>Could not export the search tree: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/files.py" line="113"/>
        <source>Exported the search tree to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowPositions</name>
    <message>
        <location filename="../window/positions.py" line="49"/>
        <source>{0} positions have no text form: save the game instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="53"/>
        <source>Copied the position: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="64"/>
        <source>The clipboard holds no text: copy a position first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="69"/>
        <source>Cannot paste this {0} position: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/positions.py" line="78"/>
        <source>{0} has no board editor: paste a position instead (File ▸ Paste position).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>format</name>
    <message>
        <location filename="../app/format.py" line="76"/>
        <source>{0} ms</source>
        <comment>milliseconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/format.py" line="77"/>
        <source>{0} s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
