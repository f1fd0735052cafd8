/** The global the early-event contract (below) leaves its handle in. */
export const EARLY_EVENTS_GLOBAL = '__earlyEvents';

export interface EarlyEvents {
  /**
   * Replays the held events, in order. With 'chrome' (the shell has hydrated, a remote's area
   * not yet): those outside the remote areas (`[data-remote]`), and the areas' are held on.
   * Without: all of them (the whole page has hydrated), and holding stops.
   */
  replay(part?: 'chrome'): void;
}

/**
 * The early-event contract: the API writes it inline into a server-rendered page's head (allowed
 * by its Content-Security-Policy by hash), so it holds a tap from the first painted byte, before any script file has arrived. While `#root` is marked
 * data-hydrating (inside a remote's area, `[data-remote]`, until the area has hydrated too), a click on a control inside it (a button, a tab, a checkbox...) and a form's
 * submit are held; a link is followed as the browser does (one to `#`, a tab or a button drawn as a
 * link, is a control). `replay()` (called by the shell once
 * the page has hydrated) clicks the same elements again and resubmits the same forms, now with
 * the app's handlers on them; text typed into a field is handed to the app first (React keeps such
 * a value on hydration but not in its state: the field's value is set back and typed again, which
 * React sees as a change), an option chosen before in the next task, and the taps and submits in
 * the task after, once React has rendered those changes (a submit handler reads the typed value
 * from its state). An option is remembered as it is chosen, from the choice's first event
 * (`input`), since React sets a select back to the option of its state when it hydrates. A change
 * React sees while it is still hydrating can be dropped (the router ignores a navigation before
 * the page's effects have run); and a choice's `input` can itself make React hydrate the page at
 * once, replaying the held events before that choice's own `change`, which then carries the option
 * React set back. So the options are chosen again a task later, once the choice's own events are
 * over, unless its `change` reached the app with the option chosen. Plain ES5: it runs before
 * anything else on any phone.
 *
 * A tab (`[role=tab]` in a `[role=tablist]`) shows its choice at once: a held tap selects it
 * (`aria-selected`, Bootstrap's `active`) and unhides the elements its `data-early-shows` names
 * (ids: its panel, and any other part that shows the choice), hiding those of the other tabs of its
 * list; the server renders every tab's parts, the unselected ones `hidden`. The replayed tap then
 * selects it in the app, which draws the same.
 *
 * A control whose effect is a dialog can show that dialog at once: with `data-early-open="<id>"`,
 * a held tap unhides the element with that id (a frame marked `data-early-frame`, drawn hidden by
 * the server: the dialog's title and a spinner) and focuses its `[role=dialog]`. The frame is hidden again just before the tap is
 * replayed, when the app opens its own. A control marked `data-early-dismiss` inside a frame closes
 * it and drops the taps that opened it.
 */
const SOURCE = `(function(w,d){
var held=[];
var chosen=[];
var chrome=false;
var CONTROL='button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=menuitem],summary,input[type=checkbox],input[type=radio],input[type=button],input[type=submit],input[type=reset]';
function inArea(el){return !!el.closest('[data-remote]');}
function waiting(el){var root=d.getElementById('root');return !!root&&root.hasAttribute('data-hydrating')&&root.contains(el)&&(!chrome||inArea(el));}
function hold(event){
var target=event.target;
if(!target||!target.closest||!waiting(target))return;
if(event.type==='submit'){event.preventDefault();event.stopPropagation();held.push({el:target,submit:true,submitter:event.submitter||null});return;}
var control=target.closest(CONTROL);
var link=target.closest('a[href]');
if(!control||control.disabled||(link&&link.getAttribute('href').charAt(0)!=='#'&&control.contains(link)))return;
if(control.form&&control.type==='submit')return;
event.preventDefault();event.stopPropagation();
var shown=control.hasAttribute('data-early-dismiss')&&control.closest('[data-early-frame]');
if(shown){shown.hidden=true;held=held.filter(function(h){return h.frame!==shown;});return;}
if(control.getAttribute('role')==='tab')selectTab(control);
var frame=d.getElementById(control.getAttribute('data-early-open')||'');
if(frame){frame.hidden=false;var dialog=frame.querySelector('[role=dialog]');if(dialog)dialog.focus();}
held.push({el:control,frame:frame});
}
function selectTab(tab){
var list=tab.closest('[role=tablist]');
if(!list)return;
var tabs=list.querySelectorAll('[role=tab]');
for(var t=0;t<tabs.length;t++){
var on=tabs[t]===tab;
tabs[t].setAttribute('aria-selected',on?'true':'false');
tabs[t].classList.toggle('active',on);
var ids=(tabs[t].getAttribute('data-early-shows')||'').split(' ');
for(var i=0;i<ids.length;i++){var part=ids[i]&&d.getElementById(ids[i]);if(part)part.hidden=!on;}
}
}
function choose(event){var target=event.target;if(target&&target.tagName==='SELECT'&&waiting(target))chosen.push({el:target,value:target.value});}
function chosenOption(select){
var value=null;
for(var c=0;c<chosen.length;c++)if(chosen[c].el===select)value=chosen[c].value;
return value;
}
function setValue(field,value){Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field),'value').set.call(field,value);}
function initialOption(select){
for(var o=0;o<select.options.length;o++)if(select.options[o].defaultSelected)return select.options[o].value;
return select.options.length?select.options[0].value:'';
}
d.addEventListener('click',hold,true);
d.addEventListener('submit',hold,true);
d.addEventListener('input',choose,true);
d.addEventListener('change',choose,true);
w.${EARLY_EVENTS_GLOBAL}={replay:function(part){
var now=function(el){return part!=='chrome'||!inArea(el);};
if(part==='chrome')chrome=true;
else{d.removeEventListener('click',hold,true);d.removeEventListener('submit',hold,true);d.removeEventListener('input',choose,true);d.removeEventListener('change',choose,true);}
var events=[],later=[];
for(var h=0;h<held.length;h++)(now(held[h].el)?events:later).push(held[h]);
held=later;
var root=d.getElementById('root');
var fields=root?root.querySelectorAll('input,textarea,select'):[];
var again=[];
for(var f=0;f<fields.length;f++){
var field=fields[f];
if(!now(field)||/^(checkbox|radio|file|submit|button|reset|hidden)$/.test(field.type))continue;
if(field.tagName==='SELECT'){
var option=chosenOption(field);
if(option!==null&&option!==initialOption(field))again.push({el:field,value:option});
chosen=chosen.filter(function(c){return c.el!==field;});
continue;
}
if(field.value===field.defaultValue)continue;
var typed=field.value;
field.value=field.defaultValue;
setValue(field,typed);
field.dispatchEvent(new Event('input',{bubbles:true}));
}
function reached(event){for(var a=0;a<again.length;a++)if(again[a].el===event.target&&event.target.value===again[a].value)again[a].el=null;}
d.addEventListener('change',reached,true);
setTimeout(function(){
d.removeEventListener('change',reached,true);
for(var a=0;a<again.length;a++){
var el=again[a].el;
if(!el||!el.isConnected)continue;
el.value=initialOption(el);
setValue(el,again[a].value);
el.dispatchEvent(new Event('change',{bubbles:true}));
}
setTimeout(function(){
for(var i=0;i<events.length;i++){
var el=events[i].el,submitter=events[i].submitter;
if(events[i].frame)events[i].frame.hidden=true;
if(!el.isConnected)continue;
if(!events[i].submit)el.click();
else if(el.requestSubmit)el.requestSubmit(submitter&&submitter.form===el?submitter:undefined);
}
},0);
},0);
}};
})(window,document);`;

export const EARLY_EVENTS_SCRIPT = SOURCE.replace(/\n/g, '');
